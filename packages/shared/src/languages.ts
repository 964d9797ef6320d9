/** The languages Kierto speaks: English, and Finland's two official languages. */
export const LANGUAGES = ["en", "fi", "sv"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie that remembers a browser's choice; a signed-in person's choice is also on their profile. */
export const LANGUAGE_COOKIE = "kierto-lang";

/** The Intl locale each language formats prices, dates and times with: Finnish conventions for all three. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: "en-FI", fi: "fi-FI", sv: "sv-FI" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a first visit gets from the browser's Accept-Language: the best-weighted of
 * Finnish and Swedish (any region: sv-SE reads Kierto in Swedish too), else English.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; weight: number } | undefined;
  for (const part of header.split(",")) {
    const [range = "", ...params] = part.trim().split(";");
    const primary = range.trim().toLowerCase().split("-")[0];
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    // English counts as a language Kierto has, so an English-first browser stays in English.
    const language = primary;
    if (!isLanguage(language)) continue;
    if (!best || weight > best.weight) best = { language, weight };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
