import { index, pgTable, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id } from "./columns";
import { products } from "./products";

export const favorites = pgTable(
  "favorites",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("favorites_user_product_unique").on(t.userId, t.productId),
    index("favorites_user_idx").on(t.userId, t.createdAt.desc()),
    index("favorites_product_idx").on(t.productId, t.createdAt.desc()),
  ],
);
