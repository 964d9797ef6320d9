import type { Language } from "@kierto/shared";
import { en, type ShellTexts } from "./en";
import { fi } from "./fi";
import { sv } from "./sv";

export type { ShellTexts };

/** The server-written page texts in each language. */
export const shellTexts: Record<Language, ShellTexts> = { en, fi, sv };
