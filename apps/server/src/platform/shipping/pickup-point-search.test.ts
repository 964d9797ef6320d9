import { describe, expect, it } from "vitest";
import { FINNISH_CITIES, postcodesOf } from "./finnish-cities";
import { buildPickupPointDataset } from "./pickup-point-dataset";
import { createPickupPointSearch } from "./pickup-point-search";

const dataset = buildPickupPointDataset();
const search = createPickupPointSearch(dataset);

describe("the local carrier's pickup points", () => {
  it("cover every postcode area of the ten largest cities with a locker and a counter each", () => {
    expect(FINNISH_CITIES).toHaveLength(10);
    for (const city of FINNISH_CITIES) {
      for (const postcode of postcodesOf(city)) {
        const here = dataset.points.filter((point) => point.postcode === postcode);
        expect(here.length, postcode).toBeGreaterThanOrEqual(2);
        expect(
          here.some((point) => point.carrier === "posti" && point.kind === "locker"),
          postcode,
        ).toBe(true);
        expect(
          here.some((point) => point.carrier === "matkahuolto" && point.kind === "counter"),
          postcode,
        ).toBe(true);
        expect(new Set(here.map((point) => point.city))).toEqual(new Set([city.name]));
      }
    }
    expect(dataset.areas.map((area) => area.postcode)).toContain("00100");
    expect(dataset.areas.map((area) => area.postcode)).toContain("90100");
    // Kempele's code lies inside Oulu's range but is a town of its own.
    expect(dataset.areas.map((area) => area.postcode)).not.toContain("90440");
  });

  it("are the same points under the same ids on every build, each id once", () => {
    const again = buildPickupPointDataset();
    expect(again.points).toEqual(dataset.points);
    expect(new Set(dataset.points.map((point) => point.id)).size).toBe(dataset.points.length);
  });

  it("answers a postcode with the points nearest that area, nearest first, five by default", () => {
    const matches = search.search({ query: "90100" });
    expect(matches).toHaveLength(5);
    const distances = matches.map((match) => match.distanceMeters ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(matches[0]?.point.city).toBe("Oulu");
    // Within the city: Oulu's areas lie within about 25 km of its centre.
    expect(Math.max(...distances)).toBeLessThan(25_000);
  });

  it("places a postcode outside the set among the areas that share its leading digits", () => {
    const matches = search.search({ query: "90440", limit: 3 });
    expect(matches.map((match) => match.point.city)).toEqual(["Oulu", "Oulu", "Oulu"]);
    expect(matches[0]?.distanceMeters).not.toBeNull();
  });

  it("finds points by a city's name in either language, with or without its accents, and by street", () => {
    const jyvaskyla = search.search({ query: "jyvaskyla", limit: 15 });
    expect(jyvaskyla).toHaveLength(15);
    expect(new Set(jyvaskyla.map((match) => match.point.city))).toEqual(new Set(["Jyväskylä"]));
    expect(search.search({ query: "Åbo" })[0]?.point.city).toBe("Turku");

    const street = search.search({ query: "Kauppakatu Helsingfors", limit: 15 });
    expect(street.length).toBeGreaterThan(0);
    for (const match of street) {
      expect(match.point.street).toMatch(/^Kauppakatu \d+$/);
      expect(match.point.city).toBe("Helsinki");
    }
  });

  it("finds points by words alone without a distance when the words name no place", () => {
    const matches = search.search({ query: "Kioski Kuutti", limit: 15 });
    expect(matches.length).toBeGreaterThan(0);
    for (const match of matches) {
      expect(match.point.name).toContain("Kioski Kuutti");
      expect(match.distanceMeters).toBeNull();
    }
  });

  it("leaves out the lockers for an oversize parcel, and keeps to one carrier when asked", () => {
    const counters = search.search({ query: "00530", sizeClass: "oversize", limit: 15 });
    expect(counters).toHaveLength(15);
    expect(counters.every((match) => match.point.kind === "counter")).toBe(true);
    const posti = search.search({ query: "00530", carrier: "posti", limit: 15 });
    expect(posti.every((match) => match.point.carrier === "posti")).toBe(true);
  });

  it("answers nothing for a query with no place and no words, and never more than fifteen", () => {
    expect(search.search({ query: "  , " })).toEqual([]);
    expect(search.search({ query: "qqqzzz" })).toEqual([]);
    expect(search.search({ query: "Helsinki", limit: 100 })).toHaveLength(15);
  });

  it("finds a point again by its id", () => {
    const point = dataset.points[42];
    expect(point && search.byId(point.id)).toEqual(point);
    expect(search.byId("P999999")).toBeNull();
  });
});
