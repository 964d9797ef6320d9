import type { Messages } from "../messages";
import { pluralizer } from "../plural";

const plural = pluralizer("fi");

export const sellers: Messages["sellers"] = {
  pageTitle: (name: string) => `${name} Kierrossa`,
  fallbackTitle: "Myyjä",
  notFound: "Myyjää ei löytynyt",
  notFoundBody: "Tiliä ei ole olemassa, tai se on poistettu.",
  loadError: "Myyjän tietoja ei saatu ladattua.",
  memberSince: (date: string) => `Liittynyt: ${date}`,
  lastSeen: (text: string) => `Viimeksi paikalla: ${text}`,
  rating: (average: string, count: number) =>
    `${average}/5, ${plural(count, { one: "1 arvio", other: `${count} arviota` })}`,
  noReviews: "Ei vielä arvioita",
  listings: (count: number) => `Ilmoitukset (${count})`,
  noListings: "Ei tuotteita myynnissä juuri nyt.",
  bundleTiers: {
    heading: "Pakettialennukset",
    tier: (minItems: number, percent: number) => `${minItems}+ tuotetta: ${percent} % alennus`,
    settingsIntro:
      "Palkitse ostajat, jotka ostavat useita tuotteitasi kerralla. Enintään kolme porrasta; jokainen vaatii enemmän tuotteita ja suuremman alennuksen kuin edellinen.",
    tierLabel: (index: number) => `Porras ${index}`,
    minItems: "Tuotteita vähintään",
    percent: "Alennus (%)",
    addTier: "Lisää porras",
    removeTier: (index: number) => `Poista porras ${index}`,
    save: "Tallenna pakettialennukset",
    saved: "Pakettialennukset tallennettu",
    failed: "Pakettialennusten tallennus epäonnistui",
    loadError: "Pakettialennuksiasi ei voitu ladata.",
    invalid: "Käytä vähintään 2 tuotetta ja 1–30 %, jokainen porras edellistä suurempi.",
  },
};
