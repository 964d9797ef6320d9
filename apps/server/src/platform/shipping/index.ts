import type { Database } from "../../db/client";
import type { Env } from "../../env";
import type { JobClock, JobEngine } from "../jobs";
import type { ShippingCarrier } from "./carrier";
import { createLocalCarrier } from "./local-carrier";
import { createPakettikauppaCarrier } from "./pakettikauppa/pakettikauppa-carrier";

export type {
  OpeningPeriod,
  Party,
  PickupPoint,
  PickupPointMatch,
  PickupPointQuery,
  ReturnShipmentRequest,
  Shipment,
  ShipmentRequest,
  ShipmentSimulation,
  ShippingCarrier,
  TrackingEvent,
} from "./carrier";
export { CarrierError, CarrierRefusedError } from "./carrier";
export { eventKindOfCode } from "./carrier-event-codes";
export { createLocalCarrier, type LocalCarrier, localCarrierAdvanceJob, localCarrierNoticeJob } from "./local-carrier";
export { createPakettikauppaCarrier } from "./pakettikauppa/pakettikauppa-carrier";
export { readTrackingCallback as readPakettikauppaCallback } from "./pakettikauppa/tracking-callback";
export { buildPickupPointDataset } from "./pickup-point-dataset";
export { createPickupPointSearch, DEFAULT_PICKUP_POINT_LIMIT, MAX_PICKUP_POINT_LIMIT } from "./pickup-point-search";

/**
 * The carrier SHIPPING_CARRIER names: the simulated `local` one, which production accepts only
 * when named in so many words (env.ts), or Posti's Pakettikauppa API with the account env.ts
 * requires for it. Pakettikauppa reports tracking to our callback route.
 */
export function createShippingCarrier(
  env: Pick<Env, "shippingCarrier" | "pakettikauppa" | "publicUrl">,
  parts: { db: Database; jobs: JobEngine; clock: JobClock },
): ShippingCarrier {
  if (env.shippingCarrier === "pakettikauppa" && env.pakettikauppa) {
    return createPakettikauppaCarrier({
      ...env.pakettikauppa,
      db: parts.db,
      now: () => parts.clock.now(),
      callbackUrl: `${env.publicUrl}/api/shipping/callbacks/pakettikauppa`,
    });
  }
  return createLocalCarrier(parts);
}
export { type ParcelLabelData, renderParcelLabel } from "./parcel-label";
