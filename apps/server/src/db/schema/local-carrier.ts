import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/*
 * The local carrier's own books (platform/shipping, docs/decisions/0040): what a real carrier
 * keeps on its side. The sale keeps its own copy of what it needs; nothing here refers to a sale,
 * so the simulation can be dropped without touching the sales.
 */

/** One parcel the local carrier was asked to carry; a return is a shipment of its own. */
export const localCarrierShipments = pgTable(
  "local_carrier_shipments",
  {
    trackingCode: text("tracking_code").primaryKey(),
    /** The code the sender types at a locker or shows at a counter. */
    sendingCode: text("sending_code").notNull().unique(),
    /** The caller's key: asking again with it answers this shipment. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    reference: text("reference").notNull(),
    carrier: text("carrier").notNull(),
    sizeClass: text("size_class").notNull(),
    /** The pickup point as the carrier described it when the shipment was created. */
    pickupPoint: jsonb("pickup_point").notNull(),
    sender: jsonb("sender").notNull(),
    recipient: jsonb("recipient").notNull(),
    /** For a return: the shipment that goes back. */
    returnOf: text("return_of"),
    createdAt: createdAt(),
  },
  (t) => [
    check("local_carrier_shipments_carrier", sql`${t.carrier} in ('posti', 'matkahuolto')`),
    check(
      "local_carrier_shipments_size_class",
      sql`${t.sizeClass} in ('mailbox', 'small', 'medium', 'large', 'oversize')`,
    ),
  ],
);

/**
 * What happened to a shipment, in order: `sequence` 0 is its creation. `delivered_at` is set once
 * the carrier's listener has heard of the event, so a job run again does not tell it twice.
 */
export const localCarrierEvents = pgTable(
  "local_carrier_events",
  {
    trackingCode: text("tracking_code")
      .notNull()
      .references(() => localCarrierShipments.trackingCode, { onDelete: "cascade" }),
    sequence: integer("sequence").notNull(),
    /** The event code as a Pakettikauppa-style carrier sends it ("13" collected, "22" handed over, ...). */
    code: text("code").notNull(),
    location: text("location"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.trackingCode, t.sequence] }),
    check("local_carrier_events_sequence", sql`${t.sequence} >= 0`),
  ],
);
