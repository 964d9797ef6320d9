/** Under "products", like every query holding listings, so listing changes mark it stale too. */
export const followKeys = {
  feed: ["products", "following"] as const,
};
