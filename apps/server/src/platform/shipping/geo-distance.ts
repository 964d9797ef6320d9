const EARTH_RADIUS_METERS = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The great-circle distance between two points, in whole metres (the haversine formula). */
export function distanceMeters(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** The point `km` kilometres from `origin` towards `bearing` (radians from north), on a flat patch of map. */
export function offsetBy(origin: Coordinates, km: number, bearing: number): Coordinates {
  const latitude = origin.latitude + (km * Math.cos(bearing)) / 111.32;
  const longitude = origin.longitude + (km * Math.sin(bearing)) / (111.32 * Math.cos(radians(origin.latitude)));
  return { latitude: Number(latitude.toFixed(5)), longitude: Number(longitude.toFixed(5)) };
}
