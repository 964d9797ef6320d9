import type { savedSearches as en } from "../en/saved-searches";
import { pluralizer } from "../plural";

const plural = pluralizer("fi");

export const savedSearches: typeof en = {
  pageTitle: "Tallennetut haut",
  intro: "Syötteessä tallentamasi haut. Kierto kertoo uusista ilmoituksista, jotka osuvat niihin.",
  loadError: "Tallennettuja hakujasi ei voitu ladata.",
  retry: "Yritä uudelleen",
  empty: "Ei vielä tallennettuja hakuja",
  emptyHint: "Hae tai suodata syötettä ja valitse sitten 'Tallenna haku'.",
  startShopping: "Siirry syötteeseen",
  newMatches: (count: number) => plural(count, { one: "1 uusi", other: `${count} uutta` }),
  noNewMatches: "Ei uutta",
  open: (name: string) => `Avaa ${name}`,
  rename: "Nimeä uudelleen",
  renameTitle: "Nimeä haku uudelleen",
  renameDescription: "Nimi näkyy vain sinulle.",
  name: "Nimi",
  nameRequired: "Anna haulle nimi.",
  save: "Tallenna",
  saving: "Tallennetaan…",
  cancel: "Peruuta",
  renamed: "Haku nimetty uudelleen",
  renameError: "Hakua ei voitu nimetä uudelleen",
  delete: "Poista",
  deleteTitle: (name: string) => `Poistetaanko "${name}"?`,
  deleteBody: "Et enää kuule tämän haun uusista ilmoituksista.",
  deleting: "Poistetaan…",
  deleted: "Haku poistettu",
  deleteError: "Hakua ei voitu poistaa",
  openError: "Hakua ei voitu avata",
};
