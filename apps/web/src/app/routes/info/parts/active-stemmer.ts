import type { Language } from "@kierto/shared";
import { language } from "@/i18n";
import type { Stemmer } from "./word-key";

/**
 * The page language's Snowball stemmer, loaded by the page that imports this (the FAQ) and only
 * for that language: a few kilobytes that no other page downloads.
 */
const stemmers: Record<Language, () => Promise<{ stemmer: Stemmer }>> = {
  fi: () => import("@orama/stemmers/finnish"),
  sv: () => import("@orama/stemmers/swedish"),
  en: () => import("@orama/stemmers/english"),
};

export const stem: Stemmer = (await stemmers[language]()).stemmer;
