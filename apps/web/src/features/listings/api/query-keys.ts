/**
 * Every query whose data holds listings starts with "products" (the feed here; My Items,
 * Favorites and seller pages in their features follow the same rule), so that a change to a
 * listing can mark all of them stale at once without knowing each other.
 */
export const listingKeys = {
  all: ["products"] as const,
  feed: (filters: object) => ["products", "feed", filters] as const,
  feedCount: (filters: object) => ["products", "feed-count", filters] as const,
  detail: (id: string) => ["products", "detail", id] as const,
};
