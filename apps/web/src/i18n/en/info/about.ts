import { type Block, link } from "./rich-text";

const story: Block[] = [
  "Kierto is Finnish for “circulation”. We started Kierto in Tampere in 2024 because our wardrobes were full of good clothes that nobody wore, while the same coats and jeans were being bought new a few streets away.",
  "Selling second-hand should be as easy as buying new, and as safe. So we built a marketplace just for clothing, shoes and accessories, made for Finland: prices in euros, hand-overs in your own town and card payments through a provider you already trust.",
];

const principles = [
  {
    title: "Honest listings",
    body: "Every listing shows the actual item in real photos, with its size. After every completed sale, the buyer and the seller can review each other.",
  },
  {
    title: "Safe payments",
    body: "Card payments go through our payment provider's secure checkout; Kierto never sees your card number. A sale is complete only when both sides confirm it.",
  },
  {
    title: "Privacy by default",
    body: "We remove the location and other metadata from every photo, use only the cookies the service needs, and never sell your data.",
  },
  {
    title: "People, not only code",
    body: "Our moderators read every report, and a real person answers every message sent to us, usually within a day.",
  },
];

const more: Block[] = [
  ["New here? Read ", link("how Kierto works", "howItWorks"), " or browse the ", link("FAQ", "faq"), "."],
  ["Press, partners and everyone else: ", link("contact us", "contact"), "."],
];

/** docs/product-rules.md#what-kierto-is and #information-pages: the about page, with figures of its own (static text). */
export const about = {
  title: "About Kierto",
  description:
    "Kierto is a second-hand fashion marketplace made in Finland: why we started it, what we believe in, and Kierto in numbers.",
  lead: "A marketplace that keeps good clothes in use, made in Finland for people in Finland.",
  storyHeading: "Our story",
  story,
  figures: {
    heading: "Kierto in numbers",
    items: [
      { value: "2024", label: "Kierto started, in Tampere" },
      { value: "6\u00a0t", label: "of clothing kept in use so far" },
      { value: "9 in 10", label: "disputes settled between members themselves" },
      { value: "100%", label: "of photos cleaned of location data" },
    ],
  },
  principlesHeading: "What we stand for",
  principles,
  moreHeading: "Find out more",
  more,
};
