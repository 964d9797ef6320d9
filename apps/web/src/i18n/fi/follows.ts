import type { Messages } from "../messages";
import { pluralizer } from "../plural";

const plural = pluralizer("fi");

export const follows: Messages["follows"] = {
  follow: "Seuraa",
  following: "Seurataan",
  followSeller: (name: string) => `Seuraa käyttäjää ${name}`,
  followed: (name: string) => `Seuraat nyt käyttäjää ${name}`,
  unfollowed: (name: string) => `Et enää seuraa käyttäjää ${name}`,
  error: "Seurattavien muuttaminen ei onnistunut",
  guestPrompt: "Kirjaudu sisään seurataksesi myyjiä.",
  followers: (count: number) => plural(count, { one: "1 seuraaja", other: `${count} seuraajaa` }),
  pageTitle: "Seuratut",
  intro: "Seuraamiesi myyjien uusimmat ilmoitukset.",
  heading: "Uusimmat seuraamiltasi myyjiltä",
  empty: "Seuraamiltasi myyjiltä ei ole vielä mitään",
  emptyHint: "Seuraa myyjää hänen sivultaan tai ilmoituksesta, niin hänen uudet tuotteensa näkyvät täällä.",
  startShopping: "Löydä myyjiä",
};
