import { contact as en } from "../en/info/contact";

export const contactContent = { en };
