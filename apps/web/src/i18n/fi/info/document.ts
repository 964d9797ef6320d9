import type { document as enDocument } from "../../en/info/document";

/** Texts shared by the long document pages (terms, privacy, dispute policy). */
export const document: typeof enDocument = {
  onThisPage: "Tällä sivulla",
  lastUpdated: (date: string) => `Päivitetty ${date}`,
};
