import type { Category } from "@kierto/shared";

/**
 * What the server writes into the web app's page before any script runs, in English: the page
 * title and description, and a shared listing's preview for chat apps and social media.
 */
export const en = {
  title: "Kierto · Pre-loved fashion in Finland",
  description: "Kierto is the second-hand fashion marketplace for Finland: buy and sell pre-loved clothes safely.",
  /** A listing without a description is described by its category, size and brand. */
  listingSummary: (category: string, size: string, brand: string | null) =>
    `${category}, size ${size}${brand ? `, ${brand}` : ""}.`,
  categories: {
    Tops: "Tops",
    Bottoms: "Bottoms",
    Dresses: "Dresses",
    Outerwear: "Outerwear",
    Shoes: "Shoes",
    Accessories: "Accessories",
  } satisfies Record<Category, string>,
};

export type ShellTexts = typeof en;
