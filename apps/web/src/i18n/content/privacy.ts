import { privacy as en } from "../en/info/privacy";

export const privacyContent = { en };
