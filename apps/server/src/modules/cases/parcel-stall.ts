import { eq, max } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { saleShipments, shipmentEvents } from "../../db/schema";

/**
 * When the sale's parcel was last heard of: its newest carrier event, else the shipment's
 * creation. Null for a sale without a parcel.
 */
export async function parcelLastMovedAt(tx: Pick<Tx, "select">, saleId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ createdAt: saleShipments.createdAt, lastEventAt: max(shipmentEvents.occurredAt) })
    .from(saleShipments)
    .leftJoin(shipmentEvents, eq(shipmentEvents.trackingCode, saleShipments.trackingCode))
    .where(eq(saleShipments.saleId, saleId))
    .groupBy(saleShipments.createdAt);
  if (!row) return null;
  return row.lastEventAt ?? row.createdAt;
}
