import type { Messages } from "../messages";
import { pluralizer } from "../plural";

const plural = pluralizer("fi");

export const favorites: Messages["favorites"] = {
  pageTitle: "Suosikit",
  intro: "Myöhemmäksi tallentamasi tuotteet. Myydytkin näkyvät täällä, kunnes poistat ne.",
  add: "Lisää suosikkeihin",
  remove: "Poista suosikeista",
  ownItem: "Et voi lisätä omaa tuotettasi suosikkeihin",
  logInToSave: "Kirjaudu sisään tallentaaksesi suosikkeja",
  guestPrompt: "Kirjaudu sisään tallentaaksesi suosikkeja",
  added: "Lisätty suosikkeihin",
  removed: "Poistettu suosikeista",
  error: "Suosikkien päivittäminen epäonnistui",
  removeError: "Suosikin poistaminen epäonnistui",
  empty: "Ei vielä suosikkeja",
  emptyHint: "Napauta tuotteen sydäntä, niin se tallentuu tänne.",
  startShopping: "Aloita ostokset",
  loadError: "Suosikkejasi ei saatu ladattua.",
  anonymous: "Nimetön",
  soldBy: (name: string) => `Myyjä: ${name}`,
  count: (n: number) => plural(n, { one: "1 tallennettu tuote", other: `${n} tallennettua tuotetta` }),
};
