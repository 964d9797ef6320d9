import type { Messages } from "../messages";
import { pluralizer } from "../plural";

const plural = pluralizer("sv");

export const sellers: Messages["sellers"] = {
  pageTitle: (name: string) => `${name} på Kierto`,
  fallbackTitle: "Säljare",
  notFound: "Säljaren hittades inte",
  notFoundBody: "Kontot finns inte eller har tagits bort.",
  loadError: "Vi kunde inte läsa in säljaren.",
  memberSince: (date: string) => `Medlem sedan ${date}`,
  lastSeen: (text: string) => `Senast sedd: ${text}`,
  rating: (average: string, count: number) =>
    `${average} av 5 baserat på ${plural(count, { one: "1 omdöme", other: `${count} omdömen` })}`,
  noReviews: "Inga omdömen än",
  listings: (count: number) => `Annonser (${count})`,
  noListings: "Inga varor till salu just nu.",
  bundleTiers: {
    heading: "Paketrabatter",
    tier: (minItems: number, percent: number) => `${minItems}+ varor: ${percent} % rabatt`,
    settingsIntro:
      "Belöna köpare som tar flera av dina varor på en gång. Högst tre nivåer; varje nivå kräver fler varor och större rabatt än den förra.",
    tierLabel: (index: number) => `Nivå ${index}`,
    minItems: "Minst antal varor",
    percent: "Rabatt (%)",
    addTier: "Lägg till nivå",
    removeTier: (index: number) => `Ta bort nivå ${index}`,
    save: "Spara paketrabatter",
    saved: "Paketrabatter sparade",
    failed: "Paketrabatterna kunde inte sparas",
    loadError: "Vi kunde inte läsa in dina paketrabatter.",
    invalid: "Använd minst 2 varor och 1–30 %, varje nivå högre än den förra.",
  },
};
