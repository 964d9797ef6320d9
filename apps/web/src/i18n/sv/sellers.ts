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
};
