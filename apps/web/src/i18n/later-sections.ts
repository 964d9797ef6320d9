import type { ErrorCode } from "@kierto/shared";

/**
 * The catalogue's texts the first view of / never reads (ADR 0021): they are a chunk of their own
 * per language, loaded with the pages that read them (app/route-tree.tsx), so a first visit
 * downloads only the home page's texts. Each language's `later.ts` holds exactly these: whole
 * sections, the keys of `listings` for the product page and Upload (the rest of `listings`
 * is the home page's), and the `errors` of every code but the first view's.
 */
export const LATER_SECTIONS = [
  "account",
  "admin",
  "auth",
  "chats",
  "finance",
  "follows",
  "moderation",
  "myItems",
  "notifications",
  "payments",
  "profile",
  "reviews",
  "savedSearches",
  "sellers",
  "transactions",
  "wallet",
] as const;

export const LATER_LISTINGS_KEYS = ["product", "gallery", "deleteDialog", "sell", "saveSearch"] as const;

/**
 * The error codes whose texts are in the first view: those any request may meet, the home page's
 * feed, hearts and language choice included. A code of a particular feature (a sale, a chat, the
 * sign-in) is met on the pages that load the later texts first.
 */
export const FIRST_VIEW_ERROR_CODES = [
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "INTERNAL",
  "DATABASE_UNAVAILABLE",
] as const satisfies readonly ErrorCode[];

export type LaterSection = (typeof LATER_SECTIONS)[number] | "listings" | "errors";

type Split = { listings: object; errors: object };

/**
 * The whole catalogue from its two parts: `listings` and `errors`, in both, have the keys of both.
 */
export function joinCatalogue<F extends Split, L extends Split>(firstView: F, later: L): F & L {
  return {
    ...firstView,
    ...later,
    listings: { ...firstView.listings, ...later.listings },
    errors: { ...firstView.errors, ...later.errors },
  };
}
