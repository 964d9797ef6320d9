import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_LOCALES, LANGUAGES, type Language } from "@kierto/shared";

/**
 * The languages whose catalogue is in this build: a language is offered only once its catalogue
 * exists. Each catalogue is its own chunk, fetched only for the language it is.
 */
const catalogueModules = import.meta.glob<Record<string, unknown>>("./*/index.ts");

export const catalogueLoaders = new Map(
  LANGUAGES.flatMap((language) => {
    const load = catalogueModules[`./${language}/index.ts`];
    return load ? [[language, async () => (await load())[language]] as const] : [];
  }),
);

export const availableLanguages: Language[] = [...catalogueLoaders.keys()];

/**
 * The page's language, as the server chose it for this browser (the person's choice, else the
 * browser's Accept-Language) and wrote into `<html lang>` before any script ran; a language this
 * build has no catalogue for falls back to English.
 */
function pageLanguage(): Language {
  const written = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLanguage(written) && catalogueLoaders.has(written) ? written : DEFAULT_LANGUAGE;
}

export const language: Language = pageLanguage();

/** The Intl locale of prices, dates and times (fi-FI, sv-FI, en-FI). */
export const locale = LANGUAGE_LOCALES[language];
