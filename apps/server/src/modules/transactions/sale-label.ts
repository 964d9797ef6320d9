import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles, saleShipments, transactions, users } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";
import { renderParcelLabel } from "../../platform/shipping";

/**
 * The printable label of a shipped sale's parcel, drawn from the stored rows on each request
 * (docs/decisions/0066). Only the seller sends the parcel, so to anyone else, the buyer included,
 * there is no label to find (404). Before the carrier answered there is nothing to print (409).
 */
export async function saleParcelLabel(db: Database, saleId: string, userId: string): Promise<Uint8Array> {
  const sale = await db.query.transactions.findFirst({ where: eq(transactions.id, saleId) });
  if (!sale || sale.sellerId !== userId) throw notFound("Sale not found.");
  const shipment = await db.query.saleShipments.findFirst({ where: eq(saleShipments.saleId, sale.id) });
  if (!shipment || !sale.pickupPoint || !sale.parcelSize) {
    throw new HttpError(409, "SHIPMENT_NOT_CREATED", "The sale has no shipment yet.");
  }
  const [seller] = await db
    .select({ name: users.name, city: profiles.city })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, sale.sellerId));
  const [buyer] = await db.select({ name: users.name }).from(users).where(eq(users.id, sale.buyerId));
  return renderParcelLabel({
    carrier: shipment.carrier as "posti" | "matkahuolto",
    trackingCode: shipment.trackingCode,
    sendingCode: shipment.sendingCode,
    sizeClass: sale.parcelSize,
    reference: sale.id,
    sender: { name: seller?.name ?? "", city: seller?.city ?? null },
    recipient: { name: buyer?.name ?? "" },
    pickupPoint: sale.pickupPoint,
  });
}
