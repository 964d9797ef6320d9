import type { Messages } from "../messages";
import { pluralizer } from "../plural";

const plural = pluralizer("sv");

export const follows: Messages["follows"] = {
  follow: "Följ",
  following: "Följer",
  followSeller: (name: string) => `Följ ${name}`,
  followed: (name: string) => `Du följer nu ${name}`,
  unfollowed: (name: string) => `Du följer inte längre ${name}`,
  error: "Det gick inte att ändra vilka du följer",
  guestPrompt: "Logga in för att följa säljare.",
  followers: (count: number) => plural(count, { one: "1 följare", other: `${count} följare` }),
  pageTitle: "Följer",
  intro: "De senaste annonserna från säljarna du följer.",
  heading: "Senaste från säljare du följer",
  empty: "Inget från säljare du följer ännu",
  emptyHint: "Följ en säljare från hens sida eller en annons, så syns hens nya plagg här.",
  startShopping: "Hitta säljare",
};
