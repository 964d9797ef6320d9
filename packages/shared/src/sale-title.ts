import type { Language } from "./languages";

/**
 * How many more items follow a bundle's first item in its name, with each language's plural:
 * English "1 more item" / "2 more items", Finnish "1 muu tuote" / "2 muuta tuotetta" (the
 * partitive after a number above one), Swedish "1 vara till" / "2 varor till".
 */
const andMore: Record<Language, (others: number) => string> = {
  en: (others) => `and ${others} more ${others === 1 ? "item" : "items"}`,
  fi: (others) => `ja ${others} ${others === 1 ? "muu tuote" : "muuta tuotetta"}`,
  sv: (others) => `och ${others} ${others === 1 ? "vara" : "varor"} till`,
};

/**
 * The name of a sale or an offer in texts: the first item's title, and for a bundle of several
 * items how many more it holds ("Wool coat and 2 more items"). The texts the server writes (mails,
 * push messages, the local payment page) name a bundle through this; the web app's screens take
 * the same words from their catalogues (common.itemsTitle).
 */
export function saleTitle(firstTitle: string, itemCount: number, language: Language): string {
  if (itemCount <= 1) return firstTitle;
  return `${firstTitle} ${andMore[language](itemCount - 1)}`;
}
