import {
  SALE_PROCESS,
  SALE_REMINDERS,
  type SaleTransitionName,
  SHIPMENT_EVENT_KINDS,
  type ShipmentEventKind,
} from "@kierto/shared";
import { and, asc, eq, gt } from "drizzle-orm";
import { saleShipments, shipmentEvents, transactions } from "../../db/schema";
import type { TrackingEvent } from "../../platform/shipping";
import {
  findSaleChat,
  postSaleNotice,
  runTransition,
  type SaleDeps,
  type SaleRow,
  type SaleStep,
  tryTransition,
} from "../sale-process";

/** How each kind of carrier event moves the sale; kinds absent move nothing (they still show on the timeline). */
const TRANSITION_OF_KIND: Partial<Record<ShipmentEventKind, SaleTransitionName>> = {
  collected: "shipParcel",
  in_transit: "shipParcel",
  arrived: "deliverParcel",
  handed_over: "deliverParcel",
  returning: "returnParcel",
};

/** The events both parties hear of in their chat; the many in-transit scans would only be noise. */
const NOTICE_KINDS: readonly ShipmentEventKind[] = [
  "created",
  "collected",
  "arrived",
  "handed_over",
  "returning",
  "exception",
];

/** After these the parcel travels no further: the polling job stops asking about it. */
const FINAL_KINDS: readonly ShipmentEventKind[] = ["handed_over", "returning"];

const isKind = (kind: string): kind is ShipmentEventKind => (SHIPMENT_EVENT_KINDS as readonly string[]).includes(kind);

/**
 * A locker parcel's confirmation window starts when the buyer takes it out, if that is later
 * than the arrival notice: the 48 hours (and the reminder half-way) run again from now.
 */
async function restartWindowAtPickup(step: SaleStep, sale: SaleRow) {
  if (sale.state !== "delivered" || sale.pickupPoint?.kind !== "locker") return;
  const now = Date.now();
  await step.tx
    .update(transactions)
    .set({
      receiptDueAt: new Date(now + (SALE_PROCESS.completeDelivered.afterMs ?? 0)),
      receiptReminderAt: new Date(now + SALE_REMINDERS.remindReceipt.afterMs),
    })
    .where(and(eq(transactions.id, sale.id), eq(transactions.state, "delivered")));
}

/** Moves the sale for one event in the carrier's order, and tells both parties in their chat. */
async function applyEvent(
  step: SaleStep,
  sale: SaleRow,
  kind: ShipmentEventKind,
  trackingCode: string,
): Promise<SaleRow> {
  const name = TRANSITION_OF_KIND[kind];
  // A transition whose `from` the sale already left (a late scan after delivery) changes nothing.
  const moved = name ? await tryTransition(step, sale, name, "system") : undefined;
  if (!moved && kind === "handed_over") await restartWindowAtPickup(step, sale);
  const current = moved ?? sale;
  if (NOTICE_KINDS.includes(kind)) {
    const chatId = await findSaleChat(step.tx, current);
    if (chatId) {
      await postSaleNotice(step.tx, step.outbox, current, {
        chatId,
        senderId: current.sellerId,
        kind: "parcel_update",
        // The tracking code: what a reader without the app's texts (an export, an admin) still understands.
        content: trackingCode,
        params: { parcelEvent: kind },
      });
    }
  }
  return current;
}

export type RecordOutcome = "applied" | "duplicate" | "unknown_shipment";

/**
 * Stores one carrier event raw and applies every stored event after the last one applied, in the
 * carrier's sequence. The shipment's row is locked first, so events of one parcel are applied one
 * at a time whichever path (callback, polling, the local carrier) brought them. An event heard
 * again is stored once and changes nothing; one that arrives after a later one was applied is
 * kept for the timeline but moves nothing (the sale already went past it).
 */
export async function recordTrackingEvent(deps: SaleDeps, event: TrackingEvent): Promise<RecordOutcome> {
  return runTransition(deps, async (step) => {
    const [shipment] = await step.tx
      .select()
      .from(saleShipments)
      .where(eq(saleShipments.trackingCode, event.trackingCode))
      .for("update");
    if (!shipment) return "unknown_shipment";
    const inserted = await step.tx
      .insert(shipmentEvents)
      .values({
        trackingCode: event.trackingCode,
        sequence: event.sequence,
        code: event.code,
        kind: event.kind,
        location: event.location,
        occurredAt: event.occurredAt,
      })
      .onConflictDoNothing()
      .returning({ sequence: shipmentEvents.sequence });
    await step.tx.update(saleShipments).set({ checkedAt: new Date() }).where(eq(saleShipments.saleId, shipment.saleId));
    if (inserted.length === 0) return "duplicate";

    const pending = await step.tx
      .select()
      .from(shipmentEvents)
      .where(
        and(eq(shipmentEvents.trackingCode, event.trackingCode), gt(shipmentEvents.sequence, shipment.appliedSequence)),
      )
      .orderBy(asc(shipmentEvents.sequence));
    if (pending.length === 0) return "applied";
    let [sale] = await step.tx.select().from(transactions).where(eq(transactions.id, shipment.saleId));
    if (!sale) throw new Error("A shipment's sale was not found.");
    for (const row of pending) {
      if (isKind(row.kind)) sale = await applyEvent(step, sale, row.kind, row.trackingCode);
    }
    const last = pending.at(-1);
    const finished = pending.some((row) => FINAL_KINDS.includes(row.kind as ShipmentEventKind));
    await step.tx
      .update(saleShipments)
      .set({
        appliedSequence: last?.sequence ?? shipment.appliedSequence,
        ...(finished ? { finishedAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(saleShipments.saleId, shipment.saleId));
    return "applied";
  });
}
