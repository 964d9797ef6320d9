import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_LOCALES, LANGUAGES, type Language } from "@kierto/shared";

/**
 * The languages whose catalogue is in this build: a language is offered only once its catalogue
 * exists. Each catalogue is two chunks (ADR 0021), the first view's texts and the later pages',
 * fetched only for the language they are.
 */
const firstViewModules = import.meta.glob<Record<string, unknown>>("./*/first-view.ts");
const laterModules = import.meta.glob<Record<string, unknown>>("./*/later.ts");

const loaders = (modules: typeof firstViewModules, file: string, name: string) =>
  new Map(
    LANGUAGES.flatMap((language) => {
      const load = modules[`./${language}/${file}`];
      return load ? [[language, async () => (await load())[name]] as const] : [];
    }),
  );

export const catalogueLoaders = loaders(firstViewModules, "first-view.ts", "firstView");
export const laterLoaders = loaders(laterModules, "later.ts", "later");

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
