import type { ShellTexts } from "./en";

export const fi: ShellTexts = {
  title: "Kierto · Käytettyä muotia Suomessa",
  description:
    "Kierto on suomalainen second hand -vaatteiden kauppapaikka: osta ja myy käytettyjä vaatteita turvallisesti.",
  listingSummary: (category: string, size: string, brand: string | null) =>
    `${category}, koko ${size}${brand ? `, ${brand}` : ""}.`,
  categories: {
    Tops: "Paidat ja topit",
    Bottoms: "Housut ja hameet",
    Dresses: "Mekot",
    Outerwear: "Takit",
    Shoes: "Kengät",
    Accessories: "Asusteet",
  },
};
