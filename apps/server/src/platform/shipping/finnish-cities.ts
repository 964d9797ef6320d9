/**
 * The ten largest Finnish cities by population, with their centres and the postcodes that serve
 * them (docs/decisions/0040). Each range is walked in steps of ten, the way Posti numbers urban
 * areas, so the list holds every postcode area of these cities, and some codes Posti leaves
 * unused; codes of the neighbouring municipalities that sit inside a city's range (Kauniainen in
 * Espoo's, Kempele in Oulu's, Kaarina in Turku's, ...) are left out.
 */
export interface FinnishCity {
  name: string;
  /** The Swedish name, which a search finds too. */
  swedishName: string;
  latitude: number;
  longitude: number;
  /** How far from the centre, in kilometres, its outermost postcode areas lie. */
  radiusKm: number;
  /** Inclusive ranges, walked in steps of ten. */
  postcodeRanges: [number, number][];
  /** Codes inside those ranges that belong to another municipality. */
  otherMunicipalities: number[];
}

export const FINNISH_CITIES: readonly FinnishCity[] = [
  {
    name: "Helsinki",
    swedishName: "Helsingfors",
    latitude: 60.1699,
    longitude: 24.9384,
    radiusKm: 13,
    postcodeRanges: [[100, 990]],
    otherMunicipalities: [],
  },
  {
    name: "Espoo",
    swedishName: "Esbo",
    latitude: 60.2055,
    longitude: 24.6559,
    radiusKm: 14,
    postcodeRanges: [
      [2100, 2380],
      [2600, 2980],
    ],
    otherMunicipalities: [2700],
  },
  {
    name: "Tampere",
    swedishName: "Tammerfors",
    latitude: 61.4978,
    longitude: 23.761,
    radiusKm: 15,
    postcodeRanges: [
      [33100, 33960],
      [34240, 34260],
    ],
    otherMunicipalities: [33470, 33480, 33950, 33960, 34250],
  },
  {
    name: "Vantaa",
    swedishName: "Vanda",
    latitude: 60.2934,
    longitude: 25.0378,
    radiusKm: 11,
    postcodeRanges: [[1200, 1770]],
    otherMunicipalities: [],
  },
  {
    name: "Oulu",
    swedishName: "Uleåborg",
    latitude: 65.0121,
    longitude: 25.4651,
    radiusKm: 22,
    postcodeRanges: [
      [90100, 90980],
      [91200, 91200],
      [91300, 91300],
    ],
    otherMunicipalities: [90440, 90450, 90480],
  },
  {
    name: "Turku",
    swedishName: "Åbo",
    latitude: 60.4518,
    longitude: 22.2666,
    radiusKm: 12,
    postcodeRanges: [[20100, 20960]],
    otherMunicipalities: [20760, 20780],
  },
  {
    name: "Jyväskylä",
    swedishName: "Jyväskylä",
    latitude: 62.2426,
    longitude: 25.7473,
    radiusKm: 16,
    postcodeRanges: [
      [40100, 40930],
      [41800, 41800],
    ],
    otherMunicipalities: [],
  },
  {
    name: "Kuopio",
    swedishName: "Kuopio",
    latitude: 62.8924,
    longitude: 27.677,
    radiusKm: 18,
    postcodeRanges: [
      [70100, 70870],
      [71160, 71160],
      [73300, 73300],
      [73500, 73500],
    ],
    otherMunicipalities: [],
  },
  {
    name: "Lahti",
    swedishName: "Lahtis",
    latitude: 60.9827,
    longitude: 25.6615,
    radiusKm: 12,
    postcodeRanges: [[15100, 15980]],
    otherMunicipalities: [15860, 15870, 15880],
  },
  {
    name: "Pori",
    swedishName: "Björneborg",
    latitude: 61.4851,
    longitude: 21.7974,
    radiusKm: 14,
    postcodeRanges: [
      [28100, 28900],
      [29600, 29600],
    ],
    otherMunicipalities: [28400, 28430, 28450],
  },
];

/** A five-digit postcode as written. */
export const formatPostcode = (code: number) => String(code).padStart(5, "0");

/** Every postcode area of one city, in order. */
export function postcodesOf(city: FinnishCity): string[] {
  const codes: string[] = [];
  for (const [first, last] of city.postcodeRanges) {
    for (let code = first; code <= last; code += 10) {
      if (!city.otherMunicipalities.includes(code)) codes.push(formatPostcode(code));
    }
  }
  return codes;
}
