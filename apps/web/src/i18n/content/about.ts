import { about as en } from "../en/info/about";

export const aboutContent = { en };
