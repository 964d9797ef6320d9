import type { Language } from "@kierto/shared";

/**
 * Each language by its own name, the same in every catalogue: a reader looks for the language
 * they read, written as they read it.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", fi: "Suomi", sv: "Svenska" };
