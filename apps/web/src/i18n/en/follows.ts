import { pluralizer } from "../plural";

const plural = pluralizer("en");

/** Following sellers: the button, the follower count and the Following page (docs/product-rules.md#following-sellers). */
export const follows = {
  follow: "Follow",
  following: "Following",
  /** The button's accessible name: which seller it follows. */
  followSeller: (name: string) => `Follow ${name}`,
  followed: (name: string) => `You follow ${name}`,
  unfollowed: (name: string) => `You no longer follow ${name}`,
  error: "Could not change whom you follow",
  guestPrompt: "Log in to follow sellers.",
  followers: (count: number) => plural(count, { one: "1 follower", other: `${count} followers` }),
  pageTitle: "Following",
  intro: "The newest listings from the sellers you follow.",
  heading: "Newest from sellers you follow",
  empty: "Nothing from sellers you follow yet",
  emptyHint: "Follow a seller from their page or a listing, and their new items show up here.",
  startShopping: "Find sellers",
};
