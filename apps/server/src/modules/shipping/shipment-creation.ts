import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import { saleShipments, transactions, users } from "../../db/schema";
import { shipmentRequestJob } from "../sale-process";
import { recordTrackingEvent } from "./parcel-events";

type CreationDeps = Pick<AppDeps, "db" | "jobs" | "shipping" | "logger" | "realtime" | "payments" | "env">;

/** The key the carrier sees on every attempt at one sale's shipment. */
export const shipmentKey = (saleId: string) => `sale_${saleId}`;

async function partyOf(deps: CreationDeps, userId: string) {
  const [user] = await deps.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return { name: user?.name ?? "", email: user?.email ?? "" };
}

/**
 * Creates the shipment of a paid shipped sale: the carrier call runs outside any database
 * transaction with the sale's own idempotency key, so a retry after a timeout answers the same
 * shipment, and the sale keeps its tracking and sending codes once (a second run finds them).
 * A sale refunded before the job ran needs no parcel.
 */
export async function createSaleShipment(deps: CreationDeps, saleId: string) {
  const existing = await deps.db.query.saleShipments.findFirst({ where: eq(saleShipments.saleId, saleId) });
  if (existing) return existing;
  const sale = await deps.db.query.transactions.findFirst({ where: eq(transactions.id, saleId) });
  if (sale?.deliveryMethod !== "shipping" || !sale.pickupPoint || !sale.parcelSize) return null;
  if (sale.state !== "paid") return null;
  const shipment = await deps.shipping.createShipment({
    idempotencyKey: shipmentKey(sale.id),
    reference: sale.id,
    sizeClass: sale.parcelSize,
    pickupPointId: sale.pickupPoint.id,
    sender: await partyOf(deps, sale.sellerId),
    recipient: await partyOf(deps, sale.buyerId),
  });
  const [stored] = await deps.db
    .insert(saleShipments)
    .values({
      saleId: sale.id,
      trackingCode: shipment.trackingCode,
      sendingCode: shipment.sendingCode,
      carrier: shipment.carrier,
    })
    .onConflictDoNothing()
    .returning();
  // Events the carrier reported before the sale knew its tracking code were not heard: catch up.
  for (const event of await deps.shipping.trackingEvents(shipment.trackingCode)) await recordTrackingEvent(deps, event);
  return stored ?? (await deps.db.query.saleShipments.findFirst({ where: eq(saleShipments.saleId, saleId) })) ?? null;
}

export function registerShipmentCreation(deps: CreationDeps) {
  deps.jobs.register(shipmentRequestJob, async ({ saleId }) => {
    await createSaleShipment(deps, saleId);
  });
}
