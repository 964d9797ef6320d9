/** Under "products", like every query holding listings, so listing changes mark it stale too. */
export const favoriteKeys = {
  list: ["products", "favorites"] as const,
};
