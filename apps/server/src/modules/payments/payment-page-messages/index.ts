import type { Language } from "@kierto/shared";
import { en, type PaymentPageTexts } from "./en";
import { fi } from "./fi";
import { sv } from "./sv";

/** The local payment page's texts in each language, and the language they are in. */
export type PaymentPageMessages = PaymentPageTexts & { language: Language };

const texts: Record<Language, PaymentPageTexts> = { en, fi, sv };

export function paymentPageMessages(language: Language): PaymentPageMessages {
  return { ...texts[language], language };
}
