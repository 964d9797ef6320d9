import { randomInt } from "node:crypto";
import { CARRIERS, type Carrier, type ParcelSizeClass } from "@kierto/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { pakettikauppaShipments } from "../../../db/schema";
import {
  CarrierError,
  CarrierRefusedError,
  type Party,
  type PickupPoint,
  type Shipment,
  type ShippingCarrier,
} from "../carrier";
import { MAX_PICKUP_POINT_LIMIT } from "../pickup-point-search";
import { postageRates } from "../postage-rates";
import { createPakettikauppaApi, PakettikauppaApiError, type PakettikauppaConfig } from "./api";
import { type ApiPickupPoint, PRODUCT_OF_CARRIER, parsePointId, takesParcel, toPickupPoint } from "./pickup-points";
import { createShipmentXml, readCreateShipmentResponse } from "./prinetti-xml";
import { prinettiShipment } from "./shipment-request";
import { type ApiStatusEvent, toTrackingEvent } from "./tracking-events";

/** A return travels as Posti's return product (Palautus, 2108), or as Matkahuolto's own parcel. */
const RETURN_PRODUCT_OF_CARRIER: Readonly<Record<Carrier, string>> = { posti: "2108", matkahuolto: "90080" };

type Row = typeof pakettikauppaShipments.$inferSelect;

const toShipment = (row: Row): Shipment => ({
  trackingCode: row.trackingCode,
  sendingCode: row.sendingCode,
  carrier: row.carrier as Carrier,
  pickupPoint: row.pickupPoint as PickupPoint,
});

/**
 * Posti's Pakettikauppa API behind our carrier interface (docs/decisions/0065): pickup points and
 * tracking asked of the API, shipments created through its Prinetti door with a pickup point,
 * a label code and our callback URL. Its events arrive at our callback route and by polling.
 */
export function createPakettikauppaCarrier({
  db,
  callbackUrl,
  ...config
}: PakettikauppaConfig & { db: Database; callbackUrl: string | null }): ShippingCarrier {
  const api = createPakettikauppaApi(config);

  async function pickupPoint(id: string): Promise<PickupPoint | null> {
    const parsed = parsePointId(id);
    if (!parsed) return null;
    try {
      const found = await api.post<ApiPickupPoint>("/pickup-point/info", {
        point_id: parsed.apiId,
        service_code: PRODUCT_OF_CARRIER[parsed.carrier],
      });
      const point = toPickupPoint(found);
      return point?.id === id ? point : null;
    } catch (error) {
      if (error instanceof PakettikauppaApiError && error.status === 404) return null;
      throw error;
    }
  }

  const byKey = (key: string) =>
    db.query.pakettikauppaShipments.findFirst({ where: eq(pakettikauppaShipments.idempotencyKey, key) });

  /**
   * The key's shipment: the stored one, or a new one from the API, stored under the key. Two
   * attempts racing both reach the API; the loser's shipment is cancelled and the winner's answered.
   */
  async function shipmentFor(input: {
    idempotencyKey: string;
    reference: string;
    sizeClass: ParcelSizeClass;
    pickupPointId: string;
    sender: Party;
    recipient: Party;
    returnOf: Row | null;
  }): Promise<Shipment> {
    const stored = await byKey(input.idempotencyKey);
    if (stored) return toShipment(stored);
    const point = await pickupPoint(input.pickupPointId);
    if (!point) throw new CarrierRefusedError("No such pickup point.", "unknown_pickup_point");
    if (!takesParcel(point, input.sizeClass)) {
      throw new CarrierRefusedError("This pickup point does not take a parcel of that size.", "size_not_accepted");
    }
    const product = input.returnOf ? RETURN_PRODUCT_OF_CARRIER[point.carrier] : PRODUCT_OF_CARRIER[point.carrier];
    const xml = createShipmentXml(prinettiShipment({ ...input, product, point, callbackUrl }), {
      apiKey: api.config.apiKey,
      secret: api.config.secret,
      id: `${Date.now()}${randomInt(1000).toString().padStart(3, "0")}`,
      time: api.config.now(),
    });
    const created = readCreateShipmentResponse(await api.postXml("/prinetti/create-shipment", xml));
    // A shipment without its label code would leave the seller needing a printer we promised they do not.
    if (!created.labelCode) throw new CarrierError("Pakettikauppa made no label code for the shipment.");
    const [inserted] = await db
      .insert(pakettikauppaShipments)
      .values({
        idempotencyKey: input.idempotencyKey,
        trackingCode: created.trackingCode,
        sendingCode: created.labelCode,
        shipmentUuid: created.uuid,
        reference: input.reference,
        carrier: point.carrier,
        sizeClass: input.sizeClass,
        pickupPoint: point,
        sender: input.sender,
        recipient: input.recipient,
        returnOf: input.returnOf?.trackingCode ?? null,
      })
      .onConflictDoNothing({ target: pakettikauppaShipments.idempotencyKey })
      .returning();
    if (inserted) return toShipment(inserted);
    if (created.uuid) await api.post("/shipment/cancel", { shipment_id: created.uuid }).catch(() => undefined);
    const winner = await byKey(input.idempotencyKey);
    if (!winner) throw new Error("A shipment stored under its key was not found again.");
    return toShipment(winner);
  }

  return {
    name: "pakettikauppa",
    async searchPickupPoints({ query, sizeClass, carrier, limit }) {
      const wanted = Math.min(Math.max(limit ?? 5, 1), MAX_PICKUP_POINT_LIMIT);
      const text = query.trim();
      const where: Record<string, string> = /^\d{5}$/.test(text) ? { postcode: text, country: "FI" } : { query: text };
      const found = await api.post<ApiPickupPoint[]>("/pickup-points/search", {
        ...where,
        service_provider: (carrier ? [carrier] : CARRIERS).map((c) => PRODUCT_OF_CARRIER[c]).join(","),
        // Points the parcel cannot use are dropped here, so ask for as many as the API gives.
        limit: String(sizeClass ? MAX_PICKUP_POINT_LIMIT : wanted),
      });
      if (!Array.isArray(found)) throw new CarrierError("Pakettikauppa's pickup points are not a list.");
      return found
        .map(toPickupPoint)
        .filter((point): point is PickupPoint => point !== null && (!sizeClass || takesParcel(point, sizeClass)))
        .slice(0, wanted)
        .map((point) => ({ point, distanceMeters: null }));
    },
    pickupPoint,
    async rates(sizeClass) {
      return postageRates(sizeClass);
    },
    createShipment: (request) => shipmentFor({ ...request, returnOf: null }),
    async createReturnShipment({ idempotencyKey, originalTrackingCode, pickupPointId }) {
      const original = await db.query.pakettikauppaShipments.findFirst({
        where: eq(pakettikauppaShipments.trackingCode, originalTrackingCode),
      });
      if (!original) throw new CarrierRefusedError("No such shipment.", "unknown_shipment");
      return shipmentFor({
        idempotencyKey,
        reference: original.reference,
        sizeClass: original.sizeClass as ParcelSizeClass,
        pickupPointId,
        sender: original.recipient as Party,
        recipient: original.sender as Party,
        returnOf: original,
      });
    },
    async trackingEvents(trackingCode) {
      const rows = await api.post<ApiStatusEvent[]>("/shipment/status", { tracking_code: trackingCode });
      if (!Array.isArray(rows)) throw new CarrierError("Pakettikauppa's tracking events are not a list.");
      const events = rows.map((row) => toTrackingEvent({ ...row, tracking_code: trackingCode }));
      return events.filter((e) => e !== null).sort((a, b) => a.sequence - b.sequence);
    },
    // Pakettikauppa's events reach the sale through the callback route and the polling job, not here.
    onTrackingEvent() {},
    registerJobs() {},
    simulation: null,
  };
}
