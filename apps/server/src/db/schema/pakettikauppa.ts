import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/*
 * What our Pakettikauppa client remembers of the shipments it created (platform/shipping/
 * pakettikauppa, docs/decisions/0065). The API has no idempotency key and no search by our
 * reference, so the key -> shipment answer lives here; nothing here refers to a sale.
 */
export const pakettikauppaShipments = pgTable(
  "pakettikauppa_shipments",
  {
    /** The caller's key: asking again with it answers this shipment without calling the API. */
    idempotencyKey: text("idempotency_key").primaryKey(),
    trackingCode: text("tracking_code").notNull().unique(),
    /** The label code (service 9902): what the sender types at a locker or shows at a counter. */
    sendingCode: text("sending_code").notNull(),
    /** The API's own id of the shipment (response.reference@uuid), which /shipment/cancel takes. */
    shipmentUuid: text("shipment_uuid"),
    reference: text("reference").notNull(),
    carrier: text("carrier").notNull(),
    sizeClass: text("size_class").notNull(),
    /** The pickup point as the API described it when the shipment was created. */
    pickupPoint: jsonb("pickup_point").notNull(),
    sender: jsonb("sender").notNull(),
    recipient: jsonb("recipient").notNull(),
    /** For a return: the tracking code of the shipment that goes back. */
    returnOf: text("return_of"),
    createdAt: createdAt(),
  },
  (t) => [check("pakettikauppa_shipments_carrier", sql`${t.carrier} in ('posti', 'matkahuolto')`)],
);
