import { en } from "./en";
import type { Messages } from "./messages";

export type { Messages };

/**
 * The active catalogue. English only for now; Finnish and Swedish will be objects of the same
 * `Messages` type, picked here from the user's choice or the browser's language.
 */
const active: Messages = en;

export function useMessages(): Messages {
  return active;
}

/**
 * A page's long text in the active language. Content modules (i18n/content) hold one object per
 * language, so a page loads only its own text, and only when it is opened.
 */
export function useContent<T>(content: { en: T }): T {
  return content.en;
}

/** For code outside components (toasts from mutations, error mapping). */
export const messages: Messages = active;

export const locale = "en-FI";
