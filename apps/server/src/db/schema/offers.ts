import type { OfferKind, OfferState } from "@kierto/shared";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";
import { products } from "./products";

/**
 * Offers on a listing (docs/decisions/0059): the buyer's offers and the seller's counters, one row
 * each, so the history of a negotiation is its rows in order. The partial unique index keeps one
 * open row per buyer and listing whatever races; every change of state is a guarded update
 * (`where state = 'open'`), so an accept and a withdraw at the same instant end in one state.
 * An offer on a bundle's total (docs/decisions/0088) is a row like any other: `product_id` is its
 * first item by id (whose chat it shows in, as a bundle sale's), `bundle_cents` the bundle's total
 * after the tier discount when it was offered, `items_key` its item ids in order, and
 * `offer_items` names each item.
 */
export const offers = pgTable(
  "offers",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Euro cents: what the buyer would pay for the item (postage comes on top at checkout). */
    amountCents: integer("amount_cents").notNull(),
    kind: text("kind").$type<OfferKind>().notNull(),
    state: text("state").$type<OfferState>().notNull().default("open"),
    /** The buyer's offer number on this listing (1-3); a counter carries the round it answers. */
    round: smallint("round").notNull(),
    /** When an open row lapses (48 hours); the offer-deadline job ends it then. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set on acceptance: the accepted price is this buyer's until then (24 hours). */
    heldUntil: timestamp("held_until", { withTimezone: true }),
    /** Bundles only: the items' total after the seller's tier discount when offered, postage apart. */
    bundleCents: integer("bundle_cents"),
    /** Bundles only: the item ids sorted and joined by commas, the set the offer is fixed on. */
    itemsKey: text("items_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("offers_kind", sql`${t.kind} in ('offer', 'counter')`),
    check(
      "offers_state",
      sql`${t.state} in ('open', 'accepted', 'declined', 'countered', 'withdrawn', 'expired', 'ended')`,
    ),
    check("offers_amount", sql`${t.amountCents} > 0`),
    check("offers_round", sql`${t.round} between 1 and 3`),
    check("offers_buyer_is_not_seller", sql`${t.buyerId} <> ${t.sellerId}`),
    // An accepted row keeps its hold's end after the hold lapsed or the sale was paid, for the history.
    check("offers_held_when_accepted", sql`${t.state} <> 'accepted' or ${t.heldUntil} is not null`),
    check("offers_bundle_named", sql`(${t.bundleCents} is null) = (${t.itemsKey} is null)`),
    // A bundle's total is stored on the row, so the database can hold the rule: below it, at least 60 % of it.
    check(
      "offers_bundle_amount",
      sql`${t.bundleCents} is null or (${t.amountCents} < ${t.bundleCents} and ${t.amountCents} * 100 >= ${t.bundleCents} * 60)`,
    ),
    uniqueIndex("offers_one_open_per_buyer")
      .on(t.productId, t.buyerId)
      .where(sql`state = 'open' and bundle_cents is null`),
    // One basket per buyer and seller, so one open offer on a bundle per buyer and seller.
    uniqueIndex("offers_one_open_bundle_per_buyer")
      .on(t.sellerId, t.buyerId)
      .where(sql`state = 'open' and bundle_cents is not null`),
    index("offers_product_idx").on(t.productId, t.createdAt),
    index("offers_buyer_idx").on(t.buyerId, t.createdAt),
  ],
);

/** The items an offer on a bundle is fixed on, each with its price when offered. */
export const offerItems = pgTable(
  "offer_items",
  {
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    priceCents: integer("price_cents").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.productId] }),
    check("offer_items_price_positive", sql`${t.priceCents} > 0`),
    index("offer_items_product_idx").on(t.productId),
  ],
);
