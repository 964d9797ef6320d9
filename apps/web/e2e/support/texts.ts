import type { Language } from "@kierto/shared";
import { paymentPageMessages } from "../../../server/src/modules/payments/payment-page-messages";
import { mailTexts } from "../../../server/src/platform/mail/texts";
import { en } from "../../src/i18n/en";
import { fi } from "../../src/i18n/fi";
import type { Messages } from "../../src/i18n/messages";
import { sv } from "../../src/i18n/sv";

/**
 * The texts a journey expects in each language, read from the catalogues the app and the server
 * speak, so a journey in Finnish or Swedish asserts what a reader of that language sees and a
 * changed translation needs no change here. Prices are written out in the journeys instead
 * ('25,00 €'): their formatting in each locale is part of what the journeys check.
 */
export type { Language };

/** The web app's catalogue of each language (apps/web/src/i18n). */
export const webTexts: Record<Language, Messages> = { en, fi, sv };

/** The local payment page's texts (apps/server/src/modules/payments/payment-page-messages). */
export const paymentTexts = (language: Language) => paymentPageMessages(language);

/** The account mails' texts (apps/server/src/platform/mail/texts). */
export { mailTexts };

/** Matches a name that begins with `text`, for labels that end with a name or an amount. */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}
