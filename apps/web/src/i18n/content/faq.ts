import { faq as en } from "../en/info/faq";

export const faqContent = { en };
