import type { ShellTexts } from "./en";

export const sv: ShellTexts = {
  title: "Kierto · Begagnat mode i Finland",
  description: "Kierto är marknadsplatsen för begagnat mode i Finland: köp och sälj begagnade kläder tryggt.",
  listingSummary: (category: string, size: string, brand: string | null) =>
    `${category}, storlek ${size}${brand ? `, ${brand}` : ""}.`,
  categories: {
    Tops: "Överdelar",
    Bottoms: "Byxor och kjolar",
    Dresses: "Klänningar",
    Outerwear: "Ytterkläder",
    Shoes: "Skor",
    Accessories: "Accessoarer",
  },
};
