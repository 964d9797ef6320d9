import type { AppDeps } from "../../app-env";
import { recordReturnEvent } from "../cases";
import { recordTrackingEvent } from "./parcel-events";
import { registerShipmentCreation } from "./shipment-creation";
import { registerTrackingPoll } from "./tracking-poll";

/**
 * The sale's side of shipping: the job that creates a paid sale's shipment, the polling job for
 * quiet shipments, and the carrier's own event feed (the local carrier's progress; a real
 * carrier's arrive at the callback route). An event of a parcel that is no sale's may be a
 * problem case's return (modules/cases); one nobody knows yet is dropped here: the shipment job
 * catches up on every event once it has stored the tracking code.
 */
export function registerShipping(deps: AppDeps) {
  registerShipmentCreation(deps);
  registerTrackingPoll(deps);
  deps.shipping.onTrackingEvent(async (event) => {
    if ((await recordTrackingEvent(deps, event)) === "unknown_shipment") await recordReturnEvent(deps, event);
  });
}
