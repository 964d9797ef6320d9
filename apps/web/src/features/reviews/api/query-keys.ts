/** Every cached piece of the reviews feature lives under "reviews". */
export const reviewKeys = {
  all: ["reviews"] as const,
  received: (userId: string) => ["reviews", "received", userId] as const,
};
