export const savedSearchKeys = {
  list: ["saved-searches"] as const,
};
