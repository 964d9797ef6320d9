import { fitsParcelLocker, POSTCODE_PATTERN } from "@kierto/shared";
import type { PickupPoint, PickupPointMatch, PickupPointQuery } from "./carrier";
import { type Coordinates, distanceMeters } from "./geo-distance";
import type { PickupPointDataset, PostcodeArea } from "./pickup-point-dataset";

export const DEFAULT_PICKUP_POINT_LIMIT = 5;
export const MAX_PICKUP_POINT_LIMIT = 15;

/** Lower case without accents, so "jyvaskyla" finds Jyväskylä and "abo" finds Åbo. */
const normalise = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

const words = (text: string) =>
  normalise(text)
    .split(/[\s,.;:/-]+/)
    .filter(Boolean);

interface IndexedPoint {
  point: PickupPoint;
  text: string;
}

/**
 * Search over the pickup points held in memory: by postcode (the points nearest that area's
 * centre) or by words (a city's name places the search there; the other words must all appear in
 * a point's name, street or postcode). A postcode outside the set is placed by the areas that
 * share most of its leading digits, as Finnish codes are regional: 90440 lands among Oulu's 904xx.
 */
export function createPickupPointSearch(dataset: PickupPointDataset) {
  const byId = new Map(dataset.points.map((point) => [point.id, point]));
  const areaByCode = new Map(dataset.areas.map((area) => [area.postcode, area]));
  const cityAreas = new Map<string, PostcodeArea[]>();
  for (const area of dataset.areas) {
    for (const name of [area.city.name, area.city.swedishName].map(normalise)) {
      cityAreas.set(name, [...(cityAreas.get(name) ?? []), area]);
    }
  }
  const indexed: IndexedPoint[] = dataset.points.map((point) => ({
    point,
    text: normalise(`${point.name} ${point.street} ${point.postcode} ${point.city}`),
  }));

  function postcodeOrigin(postcode: string): Coordinates | null {
    const exact = areaByCode.get(postcode);
    if (exact) return exact;
    for (let digits = 4; digits >= 2; digits--) {
      const near = dataset.areas.filter((area) => area.postcode.startsWith(postcode.slice(0, digits)));
      if (near.length > 0) return centreOf(near);
    }
    return null;
  }

  /** Where the words point to (a postcode's area, a city's centre), the city they keep to, and the words left. */
  function place(tokens: string[]): { origin: Coordinates | null; city: string | null; rest: string[] } {
    const postcode = tokens.find((token) => POSTCODE_PATTERN.test(token));
    if (postcode) {
      return { origin: postcodeOrigin(postcode), city: null, rest: tokens.filter((token) => token !== postcode) };
    }
    const named = tokens.find((token) => cityAreas.has(token));
    const city = named ? cityAreas.get(named)?.[0]?.city : undefined;
    if (!named || !city) return { origin: null, city: null, rest: tokens };
    return { origin: city, city: city.name, rest: tokens.filter((token) => token !== named) };
  }

  return {
    byId: (id: string) => byId.get(id) ?? null,

    search({ query, sizeClass, carrier, limit = DEFAULT_PICKUP_POINT_LIMIT }: PickupPointQuery): PickupPointMatch[] {
      const tokens = words(query);
      if (tokens.length === 0) return [];
      const { origin, city, rest } = place(tokens);
      const lockersToo = sizeClass ? fitsParcelLocker(sizeClass) : true;
      const candidates = indexed.filter(
        ({ point, text }) =>
          (lockersToo || point.kind !== "locker") &&
          (!carrier || point.carrier === carrier) &&
          (!city || point.city === city) &&
          rest.every((token) => text.includes(token)),
      );
      // With neither a place nor any words left there is nothing to look for.
      if (!origin && rest.length === 0) return [];
      const matches = candidates.map(({ point }) => ({
        point,
        distanceMeters: origin ? distanceMeters(origin, point) : null,
      }));
      matches.sort((a, b) =>
        a.distanceMeters !== null && b.distanceMeters !== null
          ? a.distanceMeters - b.distanceMeters
          : a.point.id.localeCompare(b.point.id),
      );
      return matches.slice(0, Math.min(Math.max(1, limit), MAX_PICKUP_POINT_LIMIT));
    },
  };
}

function centreOf(areas: PostcodeArea[]): Coordinates {
  const sum = areas.reduce(
    (total, area) => ({
      latitude: total.latitude + area.latitude,
      longitude: total.longitude + area.longitude,
    }),
    { latitude: 0, longitude: 0 },
  );
  return { latitude: sum.latitude / areas.length, longitude: sum.longitude / areas.length };
}

export type PickupPointSearch = ReturnType<typeof createPickupPointSearch>;
