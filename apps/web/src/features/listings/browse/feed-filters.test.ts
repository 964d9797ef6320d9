import { describe, expect, it } from "vitest";
import {
  countActiveFilters,
  keepFitting,
  noFilters,
  readFeedFilters,
  sortOf,
  toFeedQuery,
  withSort,
  writeFeedFilters,
} from "./feed-filters";

const read = (search: string) => readFeedFilters(new URLSearchParams(search));

describe("readFeedFilters", () => {
  it("reads no filters from an empty address", () => {
    expect(read("")).toEqual(noFilters);
  });

  it("reads option, text, price and featured filters", () => {
    expect(read("?category=Dresses&brand=%20Marimekko%20&minPrice=20&maxPrice=300&featured=true")).toEqual({
      category: "Dresses",
      brand: "Marimekko",
      minPrice: 20,
      maxPrice: 300,
      featured: true,
    });
  });

  it("drops only the parameter it cannot use", () => {
    expect(read("?category=Spaceships&size=M&minPrice=cheap&city=Oulu")).toEqual({
      size: "M",
      city: "Oulu",
      featured: false,
    });
  });

  it("drops a text longer than the server accepts, and a blank one", () => {
    expect(read(`?search=${"a".repeat(500)}&brand=%20%20`)).toEqual(noFilters);
  });

  it("ignores the price slider's ends and values beyond them", () => {
    expect(read("?minPrice=0&maxPrice=1000")).toEqual(noFilters);
    expect(read("?minPrice=1500&maxPrice=-5")).toEqual(noFilters);
    expect(read("?minPrice=1000&maxPrice=0")).toEqual({ minPrice: 1000, maxPrice: 0, featured: false });
  });

  it("reads featured only when it is 'true'", () => {
    expect(read("?featured=yes").featured).toBe(false);
  });
});

describe("writeFeedFilters", () => {
  it("writes only non-default values, in a fixed order", () => {
    const params = writeFeedFilters({
      featured: true,
      maxPrice: 1000,
      minPrice: 0,
      city: "  ",
      brand: " Nanso ",
      category: "Tops",
      search: "shirt",
    });
    expect(params.toString()).toBe("search=shirt&category=Tops&brand=Nanso&featured=true");
  });

  it("writes the price bounds inside the slider", () => {
    expect(writeFeedFilters({ featured: false, minPrice: 10, maxPrice: 990 }).toString()).toBe(
      "minPrice=10&maxPrice=990",
    );
  });

  it("round-trips what it writes", () => {
    const filters = { featured: true, category: "Shoes", size: "42", minPrice: 50 } as const;
    expect(readFeedFilters(writeFeedFilters(filters))).toEqual(filters);
  });

  it("gives the feed request the same parameters", () => {
    expect(toFeedQuery({ featured: false, color: "Black", maxPrice: 200 })).toEqual({
      color: "Black",
      maxPrice: "200",
    });
  });
});

describe("countActiveFilters", () => {
  it("counts what would be written to the address", () => {
    expect(countActiveFilters(noFilters)).toBe(0);
    expect(countActiveFilters({ featured: true, minPrice: 0, brand: "Vuokko" })).toBe(2);
  });

  it("does not count the order as a filter", () => {
    expect(countActiveFilters({ featured: false, sort: "price_asc" })).toBe(0);
  });
});

describe("the feed's order in the address", () => {
  it("reads and writes a price order, and favourites as featured", () => {
    expect(read("?sort=price_desc")).toEqual({ featured: false, sort: "price_desc" });
    expect(writeFeedFilters({ featured: false, category: "Shoes", sort: "price_asc" }).toString()).toBe(
      "category=Shoes&sort=price_asc",
    );
    expect(toFeedQuery({ featured: false, sort: "price_asc" })).toEqual({ sort: "price_asc" });
    expect(sortOf(read("?featured=true"))).toBe("favorites");
    expect(sortOf(read("?sort=price_asc"))).toBe("price_asc");
    expect(sortOf(noFilters)).toBe("newest");
  });

  it("drops an unknown order and a price order beside featured", () => {
    expect(read("?sort=cheapest")).toEqual({ featured: false });
    expect(read("?sort=newest")).toEqual({ featured: false });
    expect(read("?featured=true&sort=price_asc")).toEqual({ featured: true });
  });

  it("keeps one order at a time", () => {
    const pricey = withSort({ featured: false, category: "Tops" }, "price_desc");
    expect(pricey).toEqual({ featured: false, category: "Tops", sort: "price_desc" });
    expect(withSort(pricey, "favorites")).toEqual({ featured: true, category: "Tops" });
    expect(withSort({ featured: true }, "newest")).toEqual({ featured: false });
  });
});

describe("the catalogue filters", () => {
  it("read and write the type and the new sizes, and the spec's old sizes as before", () => {
    const filters = read("?category=Outerwear&subcategory=jackets&gender=Kids&size=110cm");
    expect(filters).toEqual({
      category: "Outerwear",
      subcategory: "jackets",
      gender: "Kids",
      size: "110cm",
      featured: false,
    });
    expect(writeFeedFilters(filters).toString()).toBe("category=Outerwear&subcategory=jackets&size=110cm&gender=Kids");
    expect(read("?size=W30%2FL32").size).toBe("W30/L32");
    expect(read("?size=38").size).toBe("38");
    expect(read("?size=M").size).toBe("M");
    expect(read("?subcategory=spaceships&size=W99")).toEqual(noFilters);
  });

  it("drop a type of another category and a size no system of the others offers", () => {
    expect(keepFitting({ ...noFilters, category: "Shoes", subcategory: "jackets", size: "M" })).toEqual({
      ...noFilters,
      category: "Shoes",
    });
    expect(keepFitting({ ...noFilters, category: "Shoes", subcategory: "boots", size: "EU38" })).toEqual({
      ...noFilters,
      category: "Shoes",
      subcategory: "boots",
      size: "EU38",
    });
    expect(keepFitting({ ...noFilters, category: "Outerwear", gender: "Kids", size: "M" })).toEqual({
      ...noFilters,
      category: "Outerwear",
      gender: "Kids",
    });
  });
});
