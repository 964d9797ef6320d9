/**
 * JSON to put inside a <script type="application/json"> (or ld+json) element: '<', '>' and '&'
 * are written as \u escapes, which JSON.parse reads back as the same characters, so no text a
 * seller wrote can end the element early or open a comment in it.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
