/**
 * Where keyboard focus goes when what held it goes away or a form refuses: the element that tells
 * what happened next, once React has drawn it. A heading it goes to takes `tabIndex={-1}`.
 */

/** Focuses the element with `id` after the next frame (it may be drawn by this very update). */
export function focusByIdAfterRender(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** Focuses the form's first field its errors marked invalid, once they are drawn. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
