import type { Language } from "@kierto/shared";
import { en, type ReferenceTexts } from "./en";
import { fi } from "./fi";
import { sv } from "./sv";

export type { ReferenceTexts };

/** The API reference page's texts in each language. */
export const referenceTexts: Record<Language, ReferenceTexts> = { en, fi, sv };
