import { sql } from "drizzle-orm";
import { check, index, pgTable, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id } from "./columns";

/**
 * Who follows which seller (docs/product-rules.md#following-sellers): one row per pair, never
 * oneself; either account's deletion removes it.
 */
export const sellerFollows = pgTable(
  "seller_follows",
  {
    id: id(),
    followerId: uuid("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    // Also the Following feed's way in: the sellers one person follows.
    unique("seller_follows_follower_seller_unique").on(t.followerId, t.sellerId),
    // A seller's followers: the new-listing notices, the follower count, and the cascade on deletion.
    index("seller_follows_seller_idx").on(t.sellerId),
    check("seller_follows_not_self", sql`${t.followerId} <> ${t.sellerId}`),
  ],
);
