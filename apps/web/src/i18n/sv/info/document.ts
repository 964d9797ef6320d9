import type { document as enDocument } from "../../en/info/document";

export const document: typeof enDocument = {
  onThisPage: "På den här sidan",
  lastUpdated: (date: string) => `Senast uppdaterad ${date}`,
};
