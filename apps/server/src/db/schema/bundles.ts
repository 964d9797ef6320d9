import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt } from "./columns";
import { products } from "./products";
import { transactions } from "./transactions";

/**
 * A buyer's bundle baskets (docs/decisions/0082): one per buyer and seller, the rows of the items
 * put in it. Only ids live here; prices are read from the listings whenever the basket is shown
 * or paid for.
 */
export const bundleBasketItems = pgTable(
  "bundle_basket_items",
  {
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.buyerId, t.productId] }),
    check("bundle_basket_items_buyer_is_not_seller", sql`${t.buyerId} <> ${t.sellerId}`),
    index("bundle_basket_items_basket_idx").on(t.buyerId, t.sellerId, t.createdAt),
  ],
);

/**
 * The items of every sale: one row for a single-item sale (written by a trigger from the sale's
 * product_id, so single-item code is unchanged), several for a bundle. `holds_item` follows the
 * sale's state (the same trigger), and the partial unique index lets one item be held by at most
 * one sale, single or bundle, whatever the application does.
 */
export const saleItems = pgTable(
  "sale_items",
  {
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    /** The listing's price when a bundle was checked out, in cents; null for a single-item sale (its amount says it). */
    priceCents: integer("price_cents"),
    holdsItem: boolean("holds_item").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.transactionId, t.productId] }),
    check("sale_items_price_not_negative", sql`${t.priceCents} >= 0`),
    uniqueIndex("sale_items_one_holding_sale_per_product").on(t.productId).where(sql`${t.holdsItem}`),
    index("sale_items_product_idx").on(t.productId),
  ],
);
