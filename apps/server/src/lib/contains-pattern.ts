/** An ILIKE pattern for text containing `text`: `%` and `_` typed by a person are literal characters, not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
