import {
  type CheckoutDelivery,
  fitsParcelLocker,
  offersHandDelivery,
  offersShipping,
  type PickupPointSnapshot,
  postageCents,
} from "@kierto/shared";
import type { ProductRow } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import type { ShippingCarrier } from "../../platform/shipping";

/** What a sale records of the buyer's delivery choice (docs/decisions/0040). */
export type SaleDelivery =
  | { deliveryMethod: "hand_delivery"; postageCents: null; parcelSize: null; pickupPoint: null }
  | {
      deliveryMethod: "shipping";
      postageCents: number;
      parcelSize: NonNullable<ProductRow["parcelSize"]>;
      pickupPoint: PickupPointSnapshot;
    };

/**
 * The pickup point the buyer chose, asked of the carrier before any transaction opens (an outside
 * call never holds a row lock); null for hand delivery. 400 when the carrier does not know it.
 */
export async function chosenPickupPoint(carrier: ShippingCarrier, choice: CheckoutDelivery) {
  if (choice.method !== "shipping") return null;
  const point = await carrier.pickupPoint(choice.pickupPointId);
  if (!point) throw new HttpError(400, "PICKUP_POINT_UNKNOWN", "No pickup point has that id.");
  return point;
}

/**
 * Checks the buyer's choice against the listing: a method the listing offers, a pickup point that
 * takes a parcel of the listing's size; and prices it. Runs before the sale is created, so a
 * refused choice changes nothing.
 */
export function resolveDelivery(
  product: Pick<ProductRow, "deliveryMethod" | "parcelSize">,
  choice: CheckoutDelivery,
  point: PickupPointSnapshot | null,
): SaleDelivery {
  if (choice.method === "hand_delivery") {
    if (!offersHandDelivery(product.deliveryMethod)) throw notOffered();
    return { deliveryMethod: "hand_delivery", postageCents: null, parcelSize: null, pickupPoint: null };
  }
  const size = product.parcelSize;
  if (!offersShipping(product.deliveryMethod) || !size) throw notOffered();
  if (!point) throw new HttpError(400, "PICKUP_POINT_UNKNOWN", "No pickup point has that id.");
  const postage = postageCents(point.carrier, size);
  if (postage === null || (point.kind === "locker" && !fitsParcelLocker(size))) {
    throw new HttpError(409, "PICKUP_POINT_TOO_SMALL", "That pickup point does not take a parcel of this size.");
  }
  return { deliveryMethod: "shipping", postageCents: postage, parcelSize: size, pickupPoint: point };
}

const notOffered = () =>
  new HttpError(409, "DELIVERY_METHOD_NOT_OFFERED", "The listing does not offer that delivery method.");

/** Whether an open checkout was started with the same choice (then the buyer returns to its page). */
export function sameDelivery(
  sale: { deliveryMethod: string | null; pickupPoint: PickupPointSnapshot | null },
  choice: CheckoutDelivery,
) {
  const method = sale.deliveryMethod ?? "hand_delivery";
  if (choice.method !== method) return false;
  return choice.method === "hand_delivery" || sale.pickupPoint?.id === choice.pickupPointId;
}
