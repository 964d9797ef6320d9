/** Texts shared by the long document pages (terms, privacy, dispute policy). */
export const document = {
  onThisPage: "On this page",
  lastUpdated: (date: string) => `Last updated ${date}`,
};
