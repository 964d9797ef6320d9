import type { savedSearches as en } from "../en/saved-searches";
import { pluralizer } from "../plural";

const plural = pluralizer("sv");

export const savedSearches: typeof en = {
  pageTitle: "Sparade sökningar",
  intro: "Sökningar du sparat i flödet. Kierto berättar om nya annonser som matchar dem.",
  loadError: "Det gick inte att läsa in dina sparade sökningar.",
  retry: "Försök igen",
  empty: "Inga sparade sökningar ännu",
  emptyHint: "Sök eller filtrera flödet och välj sedan 'Spara sökningen'.",
  startShopping: "Till flödet",
  newMatches: (count: number) => plural(count, { one: "1 ny", other: `${count} nya` }),
  noNewMatches: "Inget nytt",
  open: (name: string) => `Öppna ${name}`,
  rename: "Byt namn",
  renameTitle: "Byt namn på sökningen",
  renameDescription: "Namnet syns bara för dig.",
  name: "Namn",
  nameRequired: "Ge sökningen ett namn.",
  save: "Spara",
  saving: "Sparar…",
  cancel: "Avbryt",
  renamed: "Sökningen fick nytt namn",
  renameError: "Det gick inte att byta namn på sökningen",
  delete: "Ta bort",
  deleteTitle: (name: string) => `Ta bort ”${name}”?`,
  deleteBody: "Du får inte längre höra om nya annonser för den här sökningen.",
  deleting: "Tar bort…",
  deleted: "Sökningen togs bort",
  deleteError: "Det gick inte att ta bort sökningen",
  openError: "Det gick inte att öppna sökningen",
};
