import { document as en } from "../en/info/document";

export const documentContent = { en };
