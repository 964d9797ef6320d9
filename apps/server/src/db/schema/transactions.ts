import type { ParcelSizeClass, PickupPointSnapshot } from "@kierto/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
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
import { paymentProviderEnum, saleStateEnum } from "./enums";
import { products } from "./products";

/**
 * A sale between one buyer and one seller of one product (docs/product-rules.md#sales). Its
 * `state` only moves through the transitions of the sale process (packages/shared/src/sale-process.ts),
 * applied by modules/transactions/sale-transition.ts.
 * Sales are records that both parties and their reviews depend on, so neither the product nor
 * the parties can be deleted from under one (ON DELETE RESTRICT).
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
    state: saleStateEnum("state").notNull().default("handover"),
    buyerConfirmed: boolean("buyer_confirmed").notNull().default(false),
    sellerConfirmed: boolean("seller_confirmed").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Null for a hand-over agreed in the chat; the provider that took the card payment otherwise. */
    paymentProvider: paymentProviderEnum("payment_provider"),
    providerSessionId: text("provider_session_id").unique(),
    providerPaymentId: text("provider_payment_id"),
    /** Until when an open card checkout holds the item for this buyer. */
    checkoutExpiresAt: timestamp("checkout_expires_at", { withTimezone: true }),
    /** Until when a hand-over only one side agreed to waits for the other (the expireHandover timer). */
    handoverExpiresAt: timestamp("handover_expires_at", { withTimezone: true }),
    /**
     * Until when a delivered sale waits for the buyer's "Everything is OK" before the timer
     * completes it (completeDelivered); null in every other state.
     */
    receiptDueAt: timestamp("receipt_due_at", { withTimezone: true }),
    /** When the buyer of a delivered sale is reminded to confirm receipt; null once sent or out of `delivered`. */
    receiptReminderAt: timestamp("receipt_reminder_at", { withTimezone: true }),
    /**
     * A shipped sale's deadline to hand the parcel to the carrier (docs/decisions/0054): the end of
     * the 5th Finnish working day after payment, Helsinki time, moved on by a granted extension.
     * Null for sales without shipping; the missShipBy timer reads it while the sale is `paid`.
     */
    shipBy: timestamp("ship_by", { withTimezone: true }),
    /** When the seller asked the buyer for more time; a sale allows one request. */
    shipByExtensionRequestedAt: timestamp("ship_by_extension_requested_at", { withTimezone: true }),
    /** The buyer's answer: 3 or 5 working days granted, 0 declined; null while unanswered. */
    shipByExtensionDays: smallint("ship_by_extension_days"),
    /** When the seller is reminded that the parcel still waits (the third working day); cleared once sent. */
    shipByReminderAt: timestamp("ship_by_reminder_at", { withTimezone: true }),
    /**
     * Whose step completed the sale: a party's confirmation, or the timer for a buyer who never
     * confirmed receipt. Null for sales completed before this was recorded (all by a party).
     */
    completedBy: text("completed_by", { enum: ["buyer", "seller", "timer"] }),
    /** Price and 5% commission captured at sale time, in euro cents. */
    amountCents: integer("amount_cents"),
    commissionCents: integer("commission_cents"),
    /**
     * How the buyer chose to receive the item at checkout (docs/decisions/0040); null for sales
     * from before the choice existed and for hand-overs agreed in the chat.
     */
    deliveryMethod: text("delivery_method", { enum: ["hand_delivery", "shipping"] }),
    /** The postage the buyer paid on top of the price, in cents; held for the carrier, not the seller's. */
    postageCents: integer("postage_cents"),
    /** The listing's parcel size class when the sale is shipped. */
    parcelSize: text("parcel_size").$type<ParcelSizeClass>(),
    /** The pickup point the buyer chose, as the carrier described it then (a snapshot the sale keeps). */
    pickupPoint: jsonb("pickup_point").$type<PickupPointSnapshot>(),
    /**
     * A bundle's discount (docs/decisions/0082): the tier's percentage and the cents taken off the
     * items' prices; `amountCents` is already the price after it. Null for a single-item sale.
     */
    bundleDiscountPercent: smallint("bundle_discount_percent"),
    bundleDiscountCents: integer("bundle_discount_cents"),
    cancelReason: text("cancel_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("transactions_buyer_is_not_seller", sql`${t.buyerId} <> ${t.sellerId}`),
    // A completed sale has the buyer's confirmation and the seller's agreement: their own in the
    // chat, or for a card sale the listing they put up for Buy Now. The one exception is recorded:
    // a buyer who neither confirmed receipt nor reported a problem in time after the seller
    // confirmed the hand-over is completed by the timer.
    check(
      "transactions_completed_means_both_confirmed",
      sql`${t.completedAt} is null or (${t.buyerConfirmed} and (${t.sellerConfirmed} or ${t.paymentProvider} is not null)) or (${t.sellerConfirmed} and ${t.completedBy} = 'timer')`,
    ),
    check("transactions_completed_by", sql`${t.completedBy} is null or ${t.completedAt} is not null`),
    check("transactions_completed_by_known", sql`${t.completedBy} in ('buyer', 'seller', 'timer')`),
    // A completed sale has its time; only it, or one staff refunded after it completed, keeps one.
    check(
      "transactions_completed_state",
      sql`(${t.state} <> 'completed' or ${t.completedAt} is not null) and (${t.completedAt} is null or ${t.state} in ('completed', 'refunded'))`,
    ),
    check(
      "transactions_card_sale_has_session",
      sql`${t.paymentProvider} is null or ${t.providerSessionId} is not null`,
    ),
    check("transactions_money_not_negative", sql`${t.amountCents} >= 0 and ${t.commissionCents} >= 0`),
    check("transactions_ship_by_extension_days", sql`${t.shipByExtensionDays} in (0, 3, 5)`),
    index("transactions_ship_by_idx").on(t.shipBy).where(sql`${t.shipBy} is not null`),
    check("transactions_delivery_method", sql`${t.deliveryMethod} in ('hand_delivery', 'shipping')`),
    // A shipped sale has its postage, its parcel size and its point; nothing else has any of them.
    check(
      "transactions_shipping_details",
      sql`(${t.deliveryMethod} is not distinct from 'shipping') = (${t.postageCents} is not null and ${t.postageCents} >= 0 and ${t.parcelSize} is not null and ${t.pickupPoint} is not null)`,
    ),
    check(
      "transactions_bundle_discount",
      sql`(${t.bundleDiscountCents} is null) = (${t.bundleDiscountPercent} is null) and ${t.bundleDiscountCents} >= 0 and ${t.bundleDiscountPercent} between 0 and 30`,
    ),
    check("transactions_cancel_reason_length", sql`char_length(${t.cancelReason}) <= 500`),
    // Whatever the application does, an item has at most one sale that holds it (OPEN_SALE_STATES):
    // an open checkout, a paid sale awaiting or past its hand-over, or a hand-over the seller
    // agreed to. The states are named inside a function (migration 0028): an index that named
    // them would fail where a migration runs in the transaction that added one of them.
    uniqueIndex("transactions_one_open_sale_per_product").on(t.productId).where(sql`sale_state_holds_item(state)`),
    index("transactions_product_idx").on(t.productId, t.createdAt.desc()),
    index("transactions_buyer_idx").on(t.buyerId, t.createdAt.desc()),
    index("transactions_seller_idx").on(t.sellerId, t.createdAt.desc()),
    // The hand-over timer reads one-sided hand-overs by their deadline.
    index("transactions_handover_expiry_idx").on(t.handoverExpiresAt).where(sql`${t.handoverExpiresAt} is not null`),
    // The completeDelivered timer and the receipt reminder read delivered sales by their deadlines.
    index("transactions_receipt_due_idx").on(t.receiptDueAt).where(sql`${t.receiptDueAt} is not null`),
    index("transactions_receipt_reminder_idx").on(t.receiptReminderAt).where(sql`${t.receiptReminderAt} is not null`),
    // The DAC7 report reads a year's completed sales by when they completed.
    index("transactions_completed_idx").on(t.completedAt).where(sql`state = 'completed'`),
    // The expiry sweep reads open checkouts by their deadline.
    index("transactions_reserved_expiry_idx").on(t.checkoutExpiresAt).where(sql`state = 'reserved'`),
  ],
);

/** Provider webhook events already processed: a redelivered event id is ignored. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: paymentProviderEnum("provider").notNull(),
    eventId: text("event_id").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
