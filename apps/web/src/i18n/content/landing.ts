import { landing as en } from "../en/info/landing";

export const landingContent = { en };
