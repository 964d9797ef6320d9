/**
 * Shipping to pickup points (docs/decisions/0040): the parcel size classes a seller picks when
 * listing, the carriers that take them, and the postage the buyer pays per class. The listing
 * form, the product page's "Shipping from", the checkout and the server all read this one table,
 * so the price a buyer sees before Buy Now is the price the checkout charges.
 */

/**
 * From the smallest up. mailbox: a letter-box parcel (35 x 25 x 3 cm); small, medium and large
 * are the parcel locker's compartments (all within 60 x 36 x 60 cm); oversize fits no locker
 * and goes to a counter (Matkahuolto-like pickup points take up to 30 kg).
 */
export const PARCEL_SIZE_CLASSES = ["mailbox", "small", "medium", "large", "oversize"] as const;
export type ParcelSizeClass = (typeof PARCEL_SIZE_CLASSES)[number];

/** The largest parcel of each class: centimetres and kilograms, for the listing form's hints. */
export const PARCEL_SIZE_LIMITS: Readonly<
  Record<ParcelSizeClass, { lengthCm: number; widthCm: number; heightCm: number; weightKg: number }>
> = {
  mailbox: { lengthCm: 35, widthCm: 25, heightCm: 3, weightKg: 2 },
  small: { lengthCm: 60, widthCm: 36, heightCm: 11, weightKg: 5 },
  medium: { lengthCm: 60, widthCm: 36, heightCm: 22, weightKg: 15 },
  large: { lengthCm: 60, widthCm: 36, heightCm: 60, weightKg: 25 },
  oversize: { lengthCm: 100, widthCm: 60, heightCm: 60, weightKg: 30 },
};

/** Whether a listing with this delivery method can be shipped (and so has a parcel size class). */
export const offersShipping = (method: "hand_delivery" | "shipping" | "both") => method !== "hand_delivery";

/** Whether a listing with this delivery method can be handed over in person. */
export const offersHandDelivery = (method: "hand_delivery" | "shipping" | "both") => method !== "shipping";

/** Whether a parcel of this class fits a parcel locker; an oversize one goes to a counter. */
export const fitsParcelLocker = (size: ParcelSizeClass) => size !== "oversize";

/** The carriers whose pickup points a buyer chooses from. */
export const CARRIERS = ["posti", "matkahuolto"] as const;
export type Carrier = (typeof CARRIERS)[number];

/** A pickup point's kind: a parcel locker, or a counter in a shop or kiosk. */
export const PICKUP_POINT_KINDS = ["locker", "counter"] as const;
export type PickupPointKind = (typeof PICKUP_POINT_KINDS)[number];

/**
 * Postage in cents, per carrier and size class, VAT included: what the buyer pays on top of the
 * item's price. A class a carrier does not take is absent.
 */
export const POSTAGE_CENTS: Readonly<Record<Carrier, Partial<Record<ParcelSizeClass, number>>>> = {
  posti: { mailbox: 349, small: 499, medium: 649, large: 849, oversize: 1490 },
  matkahuolto: { small: 479, medium: 599, large: 799, oversize: 1290 },
};

/** The postage of one carrier for one class, or null when that carrier does not take it. */
export function postageCents(carrier: Carrier, size: ParcelSizeClass): number | null {
  return POSTAGE_CENTS[carrier][size] ?? null;
}

/** The cheapest postage for a size class over all carriers: the product page's "Shipping from". */
export function lowestPostageCents(size: ParcelSizeClass): number {
  const prices = CARRIERS.map((carrier) => postageCents(carrier, size)).filter((cents) => cents !== null);
  return Math.min(...prices);
}

/**
 * Where a shipment stands, as every carrier's own event codes are mapped: created (the seller has
 * the sending code), collected from the sender, in transit, arrived at the pickup point (the
 * recipient is told), handed over to the recipient, returning to the sender, or an exception
 * the carrier reports.
 */
export const SHIPMENT_EVENT_KINDS = [
  "created",
  "collected",
  "in_transit",
  "arrived",
  "handed_over",
  "returning",
  "exception",
] as const;
export type ShipmentEventKind = (typeof SHIPMENT_EVENT_KINDS)[number];

/** Finnish postcodes: five digits. */
export const POSTCODE_PATTERN = /^\d{5}$/;

/**
 * Who carries the parcels: the simulated `local` carrier, or Posti's Pakettikauppa API, which
 * carries through Posti and Matkahuolto (docs/decisions/0065).
 */
export const SHIPPING_CARRIER_NAMES = ["local", "pakettikauppa"] as const;
export type ShippingCarrierName = (typeof SHIPPING_CARRIER_NAMES)[number];

/** "Shipping from" for a listing: the cheapest postage of its size class, or null when it is not shipped. */
export function shippingFromCents(listing: { parcelSize: ParcelSizeClass | null }): number | null {
  return listing.parcelSize ? lowestPostageCents(listing.parcelSize) : null;
}

/**
 * A pickup point as a sale keeps it (docs/decisions/0040): what the buyer chose, as the carrier
 * described it at checkout, so the sale shows the same point whatever the carrier changes later.
 */
export interface PickupPointSnapshot {
  id: string;
  carrier: Carrier;
  kind: PickupPointKind;
  name: string;
  street: string;
  postcode: string;
  city: string;
  latitude: number;
  longitude: number;
  openingHours: { weekday: number; opens: string; closes: string }[];
}
