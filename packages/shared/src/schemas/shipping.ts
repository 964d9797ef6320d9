import { z } from "zod";
import { CARRIERS, PARCEL_SIZE_CLASSES } from "../shipping";
import { text } from "./text";

export const PICKUP_POINT_QUERY_MAX_LENGTH = 100;

/**
 * A pickup-point search: a postcode or words (a street, a point's name, a city), optionally only
 * the points that take a parcel of one size class, or one carrier's, and how many (1-15, default 5).
 */
export const pickupPointSearchSchema = z.object({
  q: text().trim().min(1).max(PICKUP_POINT_QUERY_MAX_LENGTH),
  size: z.enum(PARCEL_SIZE_CLASSES).optional(),
  carrier: z.enum(CARRIERS).optional(),
  limit: z.coerce.number().int().min(1).max(15).default(5),
});

export type PickupPointSearchQuery = z.output<typeof pickupPointSearchSchema>;

/**
 * How the buyer wants the item (docs/decisions/0040): in person, or shipped to the pickup point
 * they chose. The checkout offers only what the listing does; without a body, hand delivery.
 */
export const checkoutDeliverySchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("hand_delivery") }),
  z.object({ method: z.literal("shipping"), pickupPointId: text().trim().min(1).max(40) }),
]);

export type CheckoutDelivery = z.output<typeof checkoutDeliverySchema>;
