/**
 * The catalogue's texts the first view of / never reads (ADR 0021): they are a chunk of their own
 * per language, loaded with the pages that read them (app/route-tree.tsx), so a first visit
 * downloads only the home page's texts. Each language's `later.ts` holds exactly these: whole
 * sections, and the keys of `listings` for the product page and Upload (the rest of `listings`
 * is the home page's).
 */
export const LATER_SECTIONS = [
  "account",
  "admin",
  "auth",
  "chats",
  "finance",
  "moderation",
  "myItems",
  "notifications",
  "payments",
  "profile",
  "reviews",
  "sellers",
  "transactions",
] as const;

export const LATER_LISTINGS_KEYS = ["product", "gallery", "deleteDialog", "sell"] as const;

export type LaterSection = (typeof LATER_SECTIONS)[number] | "listings";

/**
 * The whole catalogue from its two parts: `listings`, in both, has the keys of both.
 */
export function joinCatalogue<F extends { listings: object }, L extends { listings: object }>(
  firstView: F,
  later: L,
): F & L {
  return { ...firstView, ...later, listings: { ...firstView.listings, ...later.listings } };
}
