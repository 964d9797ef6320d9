import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { transactions } from "./transactions";

/*
 * A shipped sale's parcel as this marketplace knows it (modules/shipping, docs/decisions/0051):
 * what the carrier answered when the shipment was created, and every event it reported since,
 * kept raw as it came. The carrier's own books (local-carrier.ts for the simulated one) are apart.
 */

/** The shipment of one paid shipped sale: at most one per sale. */
export const saleShipments = pgTable(
  "sale_shipments",
  {
    saleId: uuid("sale_id")
      .primaryKey()
      .references(() => transactions.id, { onDelete: "restrict" }),
    trackingCode: text("tracking_code").notNull().unique(),
    /** What the seller types at a locker or shows at a counter instead of a printed label. */
    sendingCode: text("sending_code").notNull(),
    carrier: text("carrier").notNull(),
    /** The carrier's sequence of the last event applied to the sale; -1 before the first. */
    appliedSequence: integer("applied_sequence").notNull().default(-1),
    /** When the carrier last said anything or was last asked: the polling job asks about shipments quiet for long. */
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set once the parcel reached an end (handed over, or back to the sender): no more polling. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("sale_shipments_carrier", sql`${t.carrier} in ('posti', 'matkahuolto')`),
    index("sale_shipments_quiet_idx").on(t.checkedAt).where(sql`${t.finishedAt} is null`),
  ],
);

/** One event of a shipment as the carrier reported it; the same event heard twice is stored once. */
export const shipmentEvents = pgTable(
  "shipment_events",
  {
    trackingCode: text("tracking_code")
      .notNull()
      .references(() => saleShipments.trackingCode, { onDelete: "restrict" }),
    /** The carrier's order of its events, not the order they reached us. */
    sequence: integer("sequence").notNull(),
    /** The carrier's raw event code. */
    code: text("code").notNull(),
    /** Our reading of the code (SHIPMENT_EVENT_KINDS). */
    kind: text("kind").notNull(),
    location: text("location"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.trackingCode, t.sequence] }),
    check("shipment_events_sequence", sql`${t.sequence} >= 0`),
    check(
      "shipment_events_kind",
      sql`${t.kind} in ('created', 'collected', 'in_transit', 'arrived', 'handed_over', 'returning', 'exception')`,
    ),
  ],
);
