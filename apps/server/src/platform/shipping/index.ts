import type { Database } from "../../db/client";
import type { Env } from "../../env";
import type { JobClock, JobEngine } from "../jobs";
import type { ShippingCarrier } from "./carrier";
import { createLocalCarrier } from "./local-carrier";

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
export { buildPickupPointDataset } from "./pickup-point-dataset";
export { createPickupPointSearch, DEFAULT_PICKUP_POINT_LIMIT, MAX_PICKUP_POINT_LIMIT } from "./pickup-point-search";

/**
 * The carrier SHIPPING_CARRIER names. Only `local` exists so far: the simulated carrier, which
 * production accepts only when named in so many words (env.ts).
 */
export function createShippingCarrier(
  _env: Pick<Env, "shippingCarrier">,
  parts: { db: Database; jobs: JobEngine; clock: JobClock },
): ShippingCarrier {
  return createLocalCarrier(parts);
}
export { type ParcelLabelData, renderParcelLabel } from "./parcel-label";
