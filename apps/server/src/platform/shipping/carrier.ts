import type { Carrier, ParcelSizeClass, PickupPointKind, ShipmentEventKind, ShippingCarrierName } from "@kierto/shared";

/** One opening period of a pickup point on one weekday (1 Monday ... 7 Sunday), local time "HH:MM". */
export interface OpeningPeriod {
  weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  opens: string;
  closes: string;
}

/** A place a parcel can be sent to, as the carrier describes it; the sale keeps a copy. */
export interface PickupPoint {
  /** The carrier's own id of the point. */
  id: string;
  carrier: Carrier;
  kind: PickupPointKind;
  name: string;
  street: string;
  postcode: string;
  city: string;
  latitude: number;
  longitude: number;
  /** Empty when the carrier does not say; a locker open day and night has 00:00-24:00 every day. */
  openingHours: OpeningPeriod[];
}

export interface PickupPointQuery {
  /** A postcode ("90100") or free text: a street, a point's name, a city ("Kauppakatu Oulu"). */
  query: string;
  /** Only points that take a parcel of this class (an oversize parcel fits no locker). */
  sizeClass?: ParcelSizeClass;
  carrier?: Carrier;
  /** How many points, 1-15 (default 5), nearest first. */
  limit?: number;
}

/** A point found, and how far it is from where the query points to (null when the query names no place). */
export interface PickupPointMatch {
  point: PickupPoint;
  distanceMeters: number | null;
}

export interface Party {
  name: string;
  email: string;
  /** The postcode a parcel is sent from (the seller's), or that a return goes back to. */
  postcode?: string;
}

export interface ShipmentRequest {
  /** The same on every attempt at one shipment (`sale_<id>`): a retried call never creates two. */
  idempotencyKey: string;
  /** Our own reference the carrier shows with the shipment (the sale's id). */
  reference: string;
  sizeClass: ParcelSizeClass;
  /** The pickup point the recipient chose; its carrier carries the parcel. */
  pickupPointId: string;
  sender: Party;
  recipient: Party;
}

export interface ReturnShipmentRequest {
  idempotencyKey: string;
  /** The tracking code of the shipment that goes back. */
  originalTrackingCode: string;
  /** Where the return is collected; by default the point the original was sent from. */
  pickupPointId: string;
}

export interface Shipment {
  trackingCode: string;
  /** What the sender types at a locker or shows at a counter instead of a printed label. */
  sendingCode: string;
  carrier: Carrier;
  pickupPoint: PickupPoint;
}

/**
 * One thing the carrier says happened to a shipment. `sequence` orders them (the carrier's own
 * order, not arrival order), `code` is the carrier's raw event code, `kind` our reading of it.
 */
export interface TrackingEvent {
  trackingCode: string;
  sequence: number;
  code: string;
  kind: ShipmentEventKind;
  occurredAt: Date;
  location: string | null;
}

/** The carrier could not be reached or refused the request: the job that called it is retried. */
export class CarrierError extends Error {
  override name = "CarrierError";
}

/** A request naming a pickup point or shipment the carrier does not know, or a parcel it does not take. */
export class CarrierRefusedError extends CarrierError {
  override name = "CarrierRefusedError";
  constructor(
    message: string,
    readonly code: "unknown_pickup_point" | "unknown_shipment" | "size_not_accepted",
  ) {
    super(message);
  }
}

/**
 * Carriers behind one interface, as payments are (platform/payments). Shipments are created,
 * and returns too, in jobs outside any database transaction, and may be retried: each call with
 * the same idempotency key answers the same shipment.
 */
export interface ShippingCarrier {
  readonly name: ShippingCarrierName;
  searchPickupPoints(query: PickupPointQuery): Promise<PickupPointMatch[]>;
  /** One point by its id, or null. */
  pickupPoint(id: string): Promise<PickupPoint | null>;
  /** The postage of each carrier that takes a parcel of this class, cheapest first. */
  rates(sizeClass: ParcelSizeClass): Promise<{ carrier: Carrier; postageCents: number }[]>;
  createShipment(request: ShipmentRequest): Promise<Shipment>;
  createReturnShipment(request: ReturnShipmentRequest): Promise<Shipment>;
  /** Every event of a shipment so far, in the carrier's order (the polling path). */
  trackingEvents(trackingCode: string): Promise<TrackingEvent[]>;
  /**
   * Who hears of each new event as the carrier reports it (a callback, or the local carrier's
   * own progress). Heard at least once, in order per shipment: the listener must be idempotent.
   */
  onTrackingEvent(listener: (event: TrackingEvent) => Promise<void>): void;
  /** Registers the carrier's own background jobs (polling, or the local parcels' journeys); before the engine starts. */
  registerJobs(): void;
  /** Moving parcels by hand, for demos and tests; only a simulated carrier has it. */
  readonly simulation: ShipmentSimulation | null;
}

/** What a simulated carrier offers beyond the interface. */
export interface ShipmentSimulation {
  /**
   * The parcel's next step now (the sender's drop-off first), or the given turn of events:
   * returning to the sender, or an exception. Null when the shipment is unknown or has ended.
   */
  advance(trackingCode: string, kind?: "returning" | "exception"): Promise<TrackingEvent | null>;
}
