import { terms as en } from "../en/info/terms";

export const termsContent = { en };
