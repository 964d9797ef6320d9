import type { Language } from "@kierto/shared";
import { en, type MailTexts } from "./en";
import { fi } from "./fi";
import { sv } from "./sv";

export type { MailTexts };

/** The account mails' texts in each language Kierto speaks. */
export const mailTexts: Record<Language, MailTexts> = { en, fi, sv };
