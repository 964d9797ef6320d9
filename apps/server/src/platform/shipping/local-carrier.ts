import { fitsParcelLocker, type ParcelSizeClass, postageCents, type ShipmentEventKind } from "@kierto/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { localCarrierEvents, localCarrierShipments } from "../../db/schema";
import { defineJob, type JobClock, type JobEngine } from "../jobs";
import {
  CarrierRefusedError,
  type Party,
  type PickupPoint,
  type Shipment,
  type ShipmentRequest,
  type ShipmentSimulation,
  type ShippingCarrier,
  type TrackingEvent,
} from "./carrier";
import { CODE_OF_KIND, eventKindOfCode } from "./carrier-event-codes";
import { locationOf, nextStep } from "./local-tracking-script";
import { buildPickupPointDataset } from "./pickup-point-dataset";
import { createPickupPointSearch, type PickupPointSearch } from "./pickup-point-search";
import { postageRates } from "./postage-rates";
import { newSendingCode, newTrackingCode } from "./shipment-codes";

/** One step of a local parcel's journey, taken when the job runs (unless the parcel moved on since). */
export const localCarrierAdvanceJob = defineJob<{ trackingCode: string; sequence: number }>("local-carrier-advance");
/** Tells the carrier's listener of one event; retried until it has heard. */
export const localCarrierNoticeJob = defineJob<{ trackingCode: string; sequence: number }>("local-carrier-notice", {
  limit: 10,
  delaySeconds: 30,
  backoff: true,
  maxDelaySeconds: 3600,
});

export type LocalCarrier = ShippingCarrier & { simulation: ShipmentSimulation };

type EventRow = typeof localCarrierEvents.$inferSelect;

/**
 * The carrier that needs no contract (docs/decisions/0040): the bundled fictional pickup points,
 * postage from the shared table, shipments and their events in its own two tables, and parcels
 * that travel by jobs once the sender has dropped them off.
 */
export function createLocalCarrier({
  db,
  jobs,
  clock,
  search = createPickupPointSearch(buildPickupPointDataset()),
}: {
  db: Database;
  jobs: JobEngine;
  clock: JobClock;
  search?: PickupPointSearch;
}): LocalCarrier {
  const listeners: ((event: TrackingEvent) => Promise<void>)[] = [];

  const toEvent = (row: EventRow): TrackingEvent => ({
    trackingCode: row.trackingCode,
    sequence: row.sequence,
    code: row.code,
    kind: eventKindOfCode(row.code),
    occurredAt: row.occurredAt,
    location: row.location,
  });

  /** Records the event after the shipment's last one, and queues its notice and the next step, in `tx`. */
  async function appendEvent(tx: Tx, trackingCode: string, kind: ShipmentEventKind, sequence: number) {
    const [shipment] = await tx
      .select()
      .from(localCarrierShipments)
      .where(eq(localCarrierShipments.trackingCode, trackingCode));
    if (!shipment) return null;
    const point = shipment.pickupPoint as PickupPoint;
    const from = (shipment.sender as Party).postcode ?? point.city;
    const [row] = await tx
      .insert(localCarrierEvents)
      .values({
        trackingCode,
        sequence,
        code: CODE_OF_KIND[kind],
        location: locationOf(kind, from, `${point.name}, ${point.city}`),
        occurredAt: clock.now(),
      })
      .returning();
    await jobs.enqueue(tx, localCarrierNoticeJob, { trackingCode, sequence });
    const next = nextStep(kind);
    // The drop-off is the sender's act; every later step follows on its own.
    if (next && next.kind !== "collected") {
      await jobs.enqueueAfter(tx, localCarrierAdvanceJob, { trackingCode, sequence: sequence + 1 }, next.afterMs);
    }
    return row ? toEvent(row) : null;
  }

  /** The shipment's last event, its row locked so two steps never take the same sequence. */
  async function lastEvent(tx: Tx, trackingCode: string) {
    const locked = await tx
      .select({ trackingCode: localCarrierShipments.trackingCode })
      .from(localCarrierShipments)
      .where(eq(localCarrierShipments.trackingCode, trackingCode))
      .for("update");
    if (locked.length === 0) return null;
    const events = await tx
      .select()
      .from(localCarrierEvents)
      .where(eq(localCarrierEvents.trackingCode, trackingCode))
      .orderBy(asc(localCarrierEvents.sequence));
    return events.at(-1) ?? null;
  }

  async function storeShipment(request: ShipmentRequest & { returnOf?: string }): Promise<Shipment> {
    const point = search.byId(request.pickupPointId);
    if (!point) throw new CarrierRefusedError("No such pickup point.", "unknown_pickup_point");
    const sizeNotTaken = postageCents(point.carrier, request.sizeClass) === null;
    if (sizeNotTaken || (point.kind === "locker" && !fitsParcelLocker(request.sizeClass))) {
      throw new CarrierRefusedError("This pickup point does not take a parcel of that size.", "size_not_accepted");
    }
    const stored = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(localCarrierShipments)
        .values({
          trackingCode: newTrackingCode(),
          sendingCode: newSendingCode(),
          idempotencyKey: request.idempotencyKey,
          reference: request.reference,
          carrier: point.carrier,
          sizeClass: request.sizeClass,
          pickupPoint: point,
          sender: request.sender,
          recipient: request.recipient,
          returnOf: request.returnOf ?? null,
        })
        .onConflictDoNothing({ target: localCarrierShipments.idempotencyKey })
        .returning();
      if (created) await appendEvent(tx, created.trackingCode, "created", 0);
      return created;
    });
    const row =
      stored ??
      (await db.query.localCarrierShipments.findFirst({
        where: eq(localCarrierShipments.idempotencyKey, request.idempotencyKey),
      }));
    if (!row) throw new Error("A shipment stored under its key was not found again.");
    return {
      trackingCode: row.trackingCode,
      sendingCode: row.sendingCode,
      carrier: row.carrier as Shipment["carrier"],
      pickupPoint: row.pickupPoint as PickupPoint,
    };
  }

  return {
    name: "local",
    async searchPickupPoints(query) {
      return search.search(query);
    },
    async pickupPoint(id) {
      return search.byId(id);
    },
    async rates(sizeClass: ParcelSizeClass) {
      return postageRates(sizeClass);
    },
    createShipment: (request) => storeShipment(request),
    async createReturnShipment({ idempotencyKey, originalTrackingCode, pickupPointId }) {
      const original = await db.query.localCarrierShipments.findFirst({
        where: eq(localCarrierShipments.trackingCode, originalTrackingCode),
      });
      if (!original) throw new CarrierRefusedError("No such shipment.", "unknown_shipment");
      return storeShipment({
        idempotencyKey,
        reference: original.reference,
        sizeClass: original.sizeClass as ParcelSizeClass,
        pickupPointId,
        sender: original.recipient as Party,
        recipient: original.sender as Party,
        returnOf: original.trackingCode,
      });
    },
    async trackingEvents(trackingCode) {
      const rows = await db
        .select()
        .from(localCarrierEvents)
        .where(eq(localCarrierEvents.trackingCode, trackingCode))
        .orderBy(asc(localCarrierEvents.sequence));
      return rows.map(toEvent);
    },
    onTrackingEvent(listener) {
      listeners.push(listener);
    },
    simulation: {
      advance: (trackingCode, kind) =>
        db.transaction(async (tx) => {
          const last = await lastEvent(tx, trackingCode);
          if (!last) return null;
          const nextKind = kind ?? nextStep(eventKindOfCode(last.code))?.kind;
          if (!nextKind || nextStep(eventKindOfCode(last.code)) === null) return null;
          return appendEvent(tx, trackingCode, nextKind, last.sequence + 1);
        }),
    },
    registerJobs() {
      jobs.register(localCarrierAdvanceJob, async ({ trackingCode, sequence }) => {
        await db.transaction(async (tx) => {
          const last = await lastEvent(tx, trackingCode);
          // Moved on by hand since this step was planned, or returned: nothing to do.
          if (!last || last.sequence !== sequence - 1) return;
          const step = nextStep(eventKindOfCode(last.code));
          if (step) await appendEvent(tx, trackingCode, step.kind, sequence);
        });
      });
      jobs.register(localCarrierNoticeJob, async ({ trackingCode, sequence }) => {
        const thisEvent = and(
          eq(localCarrierEvents.trackingCode, trackingCode),
          eq(localCarrierEvents.sequence, sequence),
        );
        const [row] = await db.select().from(localCarrierEvents).where(thisEvent);
        if (!row || row.deliveredAt) return;
        for (const listener of listeners) await listener(toEvent(row));
        await db.update(localCarrierEvents).set({ deliveredAt: clock.now() }).where(thisEvent);
      });
    },
  };
}
