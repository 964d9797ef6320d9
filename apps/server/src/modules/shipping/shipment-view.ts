import type { ShipmentEventKind } from "@kierto/shared";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { saleShipments, shipmentEvents } from "../../db/schema";

/**
 * A sale's parcel as its page shows it: the tracking code and the timeline to both parties, the
 * sending code only to the seller (it is what lets a parcel into the carrier's network).
 * Null before the shipment job has run, or for a sale that is not shipped.
 */
export async function saleShipmentView(db: Database, saleId: string, role: "buyer" | "seller") {
  const shipment = await db.query.saleShipments.findFirst({ where: eq(saleShipments.saleId, saleId) });
  if (!shipment) return null;
  const events = await db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.trackingCode, shipment.trackingCode))
    .orderBy(asc(shipmentEvents.sequence));
  return {
    trackingCode: shipment.trackingCode,
    carrier: shipment.carrier as "posti" | "matkahuolto",
    sendingCode: role === "seller" ? shipment.sendingCode : null,
    events: events.map((event) => ({
      sequence: event.sequence,
      kind: event.kind as ShipmentEventKind,
      code: event.code,
      location: event.location,
      occurredAt: event.occurredAt.toISOString(),
    })),
  };
}
