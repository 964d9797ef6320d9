import { pluralizer } from "../plural";

const plural = pluralizer("en");
/** Seller pages (/user/{id}) and their last-seen rules: docs/product-rules.md#accounts-and-profiles. */
export const sellers = {
  pageTitle: (name: string) => `${name} on Kierto`,
  fallbackTitle: "Seller",
  notFound: "Seller not found",
  notFoundBody: "This account doesn't exist or has been removed.",
  loadError: "We couldn't load this seller.",
  memberSince: (date: string) => `Member since ${date}`,
  lastSeen: (text: string) => `Last seen: ${text}`,
  rating: (average: string, count: number) =>
    `${average} out of 5 from ${plural(count, { one: "1 review", other: `${count} reviews` })}`,
  noReviews: "No reviews yet",
  listings: (count: number) => `Listings (${count})`,
  noListings: "No items for sale right now.",
  bundleTiers: {
    heading: "Bundle discounts",
    tier: (minItems: number, percent: number) => `${minItems}+ items: ${percent}% off`,
    settingsIntro:
      "Reward buyers who take several of your items at once. Up to three tiers; each needs more items and a bigger discount than the one before.",
    tierLabel: (index: number) => `Tier ${index}`,
    minItems: "Minimum items",
    percent: "Discount (%)",
    addTier: "Add a tier",
    removeTier: (index: number) => `Remove tier ${index}`,
    save: "Save bundle discounts",
    saved: "Bundle discounts saved",
    failed: "Couldn't save bundle discounts",
    loadError: "We couldn't load your bundle discounts.",
    invalid: "Use 2 or more items and 1–30 %, each tier higher than the one before.",
  },
};
