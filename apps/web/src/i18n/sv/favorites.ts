import type { Messages } from "../messages";
import { pluralizer } from "../plural";

const plural = pluralizer("sv");

export const favorites: Messages["favorites"] = {
  pageTitle: "Favoriter",
  intro: "Varor du har sparat. Sålda varor finns kvar här tills du tar bort dem.",
  add: "Lägg till i favoriter",
  remove: "Ta bort från favoriter",
  ownItem: "Du kan inte spara din egen vara som favorit",
  logInToSave: "Logga in för att spara favoriter",
  guestPrompt: "Logga in för att spara favoriter",
  added: "Tillagd i favoriter",
  removed: "Borttagen från favoriter",
  error: "Favoriterna kunde inte uppdateras",
  removeError: "Favoriten kunde inte tas bort",
  empty: "Inga favoriter än",
  emptyHint: "Tryck på hjärtat på en vara så sparas den här.",
  startShopping: "Börja shoppa",
  loadError: "Vi kunde inte läsa in dina favoriter.",
  anonymous: "Anonym",
  soldBy: (name: string) => `säljs av ${name}`,
  count: (n: number) => plural(n, { one: "1 sparad vara", other: `${n} sparade varor` }),
};
