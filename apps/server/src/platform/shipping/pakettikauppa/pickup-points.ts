import { type Carrier, fitsParcelLocker, type ParcelSizeClass, postageCents } from "@kierto/shared";
import type { OpeningPeriod, PickupPoint } from "../carrier";

/** A pickup point as /pickup-points/search and /pickup-point/info answer it. */
export interface ApiPickupPoint {
  provider: string;
  pickup_point_id: string | number;
  name: string;
  street_address: string;
  postcode: string;
  city: string;
  country?: string | null;
  description?: string | null;
  map_latitude?: string | number | null;
  map_longitude?: string | number | null;
  /** "PARCEL_LOCKER" for a locker; the search may leave it out. */
  point_type?: string | null;
}

/** The shipping method (product) each of our carriers' pickup-point parcels travel as. */
export const PRODUCT_OF_CARRIER: Readonly<Record<Carrier, string>> = {
  posti: "2103", // Postipaketti
  matkahuolto: "90080", // Lähi-/Verkkopaketti
};

const CARRIER_OF_PROVIDER: Readonly<Record<string, Carrier>> = { posti: "posti", matkahuolto: "matkahuolto" };

/** Our id of a point names its carrier too (`posti:905253201`): the API asks for both to look one up. */
export const pointIdOf = (carrier: Carrier, apiId: string | number) => `${carrier}:${apiId}`;

export function parsePointId(id: string): { carrier: Carrier; apiId: string } | null {
  const match = /^(posti|matkahuolto):([A-Za-z0-9-]{1,30})$/.exec(id);
  return match ? { carrier: match[1] as Carrier, apiId: match[2] as string } : null;
}

const WEEKDAYS = ["ma", "ti", "ke", "to", "pe", "la", "su"];

/**
 * Opening hours as the API writes them in Finnish ("ma-pe 8.00 - 20.00, la 10.00 - 15.00").
 * Anything else (DB Schenker's "V0730-2200...", free text) gives an empty list: we show no hours
 * rather than wrong ones.
 */
export function parseOpeningHours(description: string | null | undefined): OpeningPeriod[] {
  if (!description) return [];
  const periods: OpeningPeriod[] = [];
  const time = (h: string, m: string) => `${h.padStart(2, "0")}:${m}`;
  for (const part of description.split(",")) {
    const match =
      /^\s*(ma|ti|ke|to|pe|la|su)(?:\s*-\s*(ma|ti|ke|to|pe|la|su))?\s+(\d{1,2})[.:](\d{2})\s*-\s*(\d{1,2})[.:](\d{2})\s*$/i.exec(
        part,
      );
    if (!match) return [];
    const [, from, to, oh, om, ch, cm] = match as unknown as string[];
    const first = WEEKDAYS.indexOf((from as string).toLowerCase());
    const last = to ? WEEKDAYS.indexOf(to.toLowerCase()) : first;
    if (last < first) return [];
    for (let day = first; day <= last; day++) {
      periods.push({
        weekday: (day + 1) as OpeningPeriod["weekday"],
        opens: time(oh as string, om as string),
        closes: time(ch as string, cm as string),
      });
    }
  }
  return periods;
}

const coordinate = (value: string | number | null | undefined) => {
  const n = typeof value === "number" ? value : Number.parseFloat(value ?? "");
  return Number.isFinite(n) ? n : null;
};

/**
 * Our reading of one of the API's points; null for a provider we do not price (DB Schenker) or a
 * point without coordinates, which no distance or map could place.
 */
export function toPickupPoint(point: ApiPickupPoint): PickupPoint | null {
  const carrier = CARRIER_OF_PROVIDER[point.provider.trim().toLowerCase()];
  const latitude = coordinate(point.map_latitude);
  const longitude = coordinate(point.map_longitude);
  if (!carrier || latitude === null || longitude === null) return null;
  const locker = point.point_type === "PARCEL_LOCKER" || /automaatti/i.test(point.name);
  return {
    id: pointIdOf(carrier, point.pickup_point_id),
    carrier,
    kind: locker ? "locker" : "counter",
    name: point.name,
    street: point.street_address,
    postcode: point.postcode,
    city: point.city,
    latitude,
    longitude,
    openingHours: parseOpeningHours(point.description),
  };
}

/** Whether a point's carrier takes a parcel of this class there (an oversize parcel fits no locker). */
export function takesParcel(point: PickupPoint, sizeClass: ParcelSizeClass): boolean {
  if (postageCents(point.carrier, sizeClass) === null) return false;
  return point.kind !== "locker" || fitsParcelLocker(sizeClass);
}
