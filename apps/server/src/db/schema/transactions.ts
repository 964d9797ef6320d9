import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id } from "./columns";
import { paymentStatusEnum } from "./enums";
import { products } from "./products";

/**
 * A sale between one buyer and one seller of one product (spec §3, §4). Sales are records that
 * both parties and their reviews depend on, so neither the product nor the parties can be
 * deleted from under one (ON DELETE RESTRICT).
 */
export const transactions = pgTable(
  "transactions",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    buyerConfirmed: boolean("buyer_confirmed").notNull().default(false),
    sellerConfirmed: boolean("seller_confirmed").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Null for a hand-over agreed in the chat; set when the buyer pays by card. */
    paymentStatus: paymentStatusEnum("payment_status"),
    checkoutSessionId: text("checkout_session_id").unique(),
    checkoutExpiresAt: timestamp("checkout_expires_at", { withTimezone: true }),
    stripePaymentIntentId: text("stripe_payment_intent_id").unique(),
    /** Price and commission captured at sale time, in euro cents. */
    amountCents: integer("amount_cents"),
    commissionCents: integer("commission_cents"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("transactions_product_buyer_seller_unique").on(t.productId, t.buyerId, t.sellerId),
    check("transactions_buyer_is_not_seller", sql`${t.buyerId} <> ${t.sellerId}`),
    check(
      "transactions_completed_means_both_confirmed",
      sql`${t.completedAt} is null or (${t.buyerConfirmed} and ${t.sellerConfirmed})`,
    ),
    index("transactions_buyer_idx").on(t.buyerId, t.createdAt.desc()),
    index("transactions_seller_idx").on(t.sellerId, t.createdAt.desc()),
  ],
);
