import type { Category } from "@kierto/shared";
import { limits } from "./limits";

/** docs/product-rules.md#what-kierto-is and #information-pages: the standalone marketing page, with figures of its own (static text). */
export const landing = {
  title: "Pre-loved fashion, passed on in Finland",
  description:
    "Buy and sell second-hand clothes, shoes and accessories in Finland. Real photos, chat with the seller, card payment or hand-over. Free to join.",
  navLabel: "Main",
  browse: "Browse items",
  logIn: "Log in",
  join: "Join for free",
  hero: {
    eyebrow: "Second-hand fashion marketplace",
    heading: "Give good clothes another round",
    lead: "Kierto is where people in Finland pass on the clothes they no longer wear, and find the ones they will. List an item in minutes, chat with the other side, and pay by card or at the hand-over.",
    note: "Free to join and free to list.",
  },
  categories: {
    heading: "Start with a category",
    names: {
      Tops: "Tops",
      Bottoms: "Bottoms",
      Dresses: "Dresses",
      Outerwear: "Outerwear",
      Shoes: "Shoes",
      Accessories: "Accessories",
    } satisfies Record<Category, string>,
  },
  figures: {
    heading: "Kierto in numbers",
    items: [
      { value: "15K+", label: "items found a new owner" },
      { value: "4.8/5", label: "average rating between members" },
      { value: "19", label: "regions, from Uusimaa to Lapland" },
      { value: "0\u00a0€", label: "to list an item" },
    ],
  },
  features: {
    heading: "Why people buy and sell here",
    items: [
      {
        title: "Real photos, honest listings",
        body: `Sellers show the actual item in up to ${limits.photos} photos. We strip the location and other hidden details from every photo.`,
      },
      {
        title: "Pay the way that suits you",
        body: "Pay by card on our payment provider's secure page, or agree a hand-over in the chat and pay in person.",
      },
      {
        title: "Both sides confirm",
        body: "A sale is complete only when the buyer and the seller have both confirmed it. Then you can review each other.",
      },
    ],
  },
  steps: {
    heading: "From one wardrobe to the next",
    items: [
      { title: "List it", body: "Take a few photos, add the size and a fair price, and publish." },
      { title: "Chat", body: "Answer questions and agree on delivery in Kierto's chat." },
      { title: "Pass it on", body: "Hand it over or ship it, confirm the sale, and leave a review." },
    ],
    more: "See how Kierto works",
  },
  cta: {
    heading: "Clothes you no longer wear?",
    body: "Someone near you is looking for exactly that jacket. Create a free account and list it today.",
    join: "Join for free",
    browse: "Browse first",
  },
};
