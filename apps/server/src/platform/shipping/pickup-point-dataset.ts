import type { Carrier, PickupPointKind } from "@kierto/shared";
import type { OpeningPeriod, PickupPoint } from "./carrier";
import { FINNISH_CITIES, type FinnishCity, postcodesOf } from "./finnish-cities";
import { type Coordinates, offsetBy } from "./geo-distance";

/**
 * The local carrier's pickup points (docs/decisions/0040): two to four in every postcode area of
 * the ten largest cities, Posti-like and Matkahuolto-like, lockers and counters. The names are
 * made up (no real shop is named), and so are the streets' numbers and the areas' positions
 * around each real city centre. The set is generated from the postcode alone, so every instance
 * and every run holds the same points under the same ids, and nothing has to be stored.
 */

export interface PostcodeArea extends Coordinates {
  postcode: string;
  city: FinnishCity;
}

const HOSTS = [
  "Kulmapuoti Kanerva",
  "Lähikauppa Lehmus",
  "Kioski Kuutti",
  "Market Mustikka",
  "Kauppa Kataja",
  "Puoti Pihlaja",
  "Kahvila Karpalo",
  "Asemakioski Aalto",
  "Kirjakauppa Kuusi",
  "Huoltamo Haapa",
  "Sekatavara Sorsa",
  "Kauppahalli Kielo",
];

const STREETS = [
  "Kauppakatu",
  "Asemakatu",
  "Koulukatu",
  "Puistotie",
  "Rantatie",
  "Kirkkokatu",
  "Myllytie",
  "Torikatu",
  "Koivukuja",
  "Mäntytie",
  "Teollisuustie",
  "Kalliotie",
  "Urheilutie",
  "Satamakatu",
  "Pajatie",
];

/** The kinds after the first two: every area has a Posti-like locker and a Matkahuolto-like counter. */
const EXTRA_KINDS: [Carrier, PickupPointKind][] = [
  ["posti", "counter"],
  ["matkahuolto", "locker"],
  ["posti", "locker"],
];

/** A small seeded generator (mulberry32): the same postcode always gives the same numbers. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const allDays = (opens: string, closes: string): OpeningPeriod[] =>
  ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({ weekday, opens, closes }));

function openingHours(kind: PickupPointKind, random: () => number): OpeningPeriod[] {
  if (kind === "locker") return random() < 0.7 ? allDays("00:00", "24:00") : allDays("07:00", "22:00");
  const weekdayClose = random() < 0.5 ? "21:00" : "20:00";
  return [
    ...([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, opens: "08:00", closes: weekdayClose })),
    { weekday: 6, opens: "09:00", closes: "18:00" },
    ...(random() < 0.6 ? [{ weekday: 7 as const, opens: "12:00", closes: "18:00" }] : []),
  ];
}

/** Areas spread from the centre outwards as their codes grow, as a city's codes mostly do. */
function areasOf(city: FinnishCity): PostcodeArea[] {
  const codes = postcodesOf(city);
  return codes.map((postcode, index) => {
    const random = seededRandom(Number(postcode) * 7919);
    const share = codes.length > 1 ? index / (codes.length - 1) : 0;
    const km = city.radiusKm * (0.08 + 0.92 * (0.6 * share + 0.4 * random()));
    return { postcode, city, ...offsetBy(city, km, random() * 2 * Math.PI) };
  });
}

function pointsOf(area: PostcodeArea): PickupPoint[] {
  const random = seededRandom(Number(area.postcode) * 104_729 + 1);
  const kinds: [Carrier, PickupPointKind][] = [["posti", "locker"], ["matkahuolto", "counter"], ...EXTRA_KINDS];
  const count = 2 + Math.floor(random() * 3);
  return kinds.slice(0, count).map(([carrier, kind], index) => {
    const host = HOSTS[Math.floor(random() * HOSTS.length)] ?? "Kulmapuoti Kanerva";
    const street = STREETS[Math.floor(random() * STREETS.length)] ?? "Kauppakatu";
    const position = offsetBy(area, random() * 0.8, random() * 2 * Math.PI);
    return {
      id: `${carrier === "posti" ? "P" : "M"}${area.postcode}${index + 1}`,
      carrier,
      kind,
      name: kind === "locker" ? `${host}, pakettiautomaatti` : host,
      street: `${street} ${1 + Math.floor(random() * 60)}`,
      postcode: area.postcode,
      city: area.city.name,
      ...position,
      openingHours: openingHours(kind, random),
    };
  });
}

export interface PickupPointDataset {
  areas: PostcodeArea[];
  points: PickupPoint[];
}

/** Builds the whole set (a few thousand points, a few milliseconds). */
export function buildPickupPointDataset(cities: readonly FinnishCity[] = FINNISH_CITIES): PickupPointDataset {
  const areas = cities.flatMap(areasOf);
  return { areas, points: areas.flatMap(pointsOf) };
}
