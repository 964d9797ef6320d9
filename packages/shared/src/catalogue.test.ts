import { describe, expect, it } from "vitest";
import { canonicalBrand, KNOWN_BRANDS, suggestBrands } from "./brands";
import { SUBCATEGORIES, sizeFits, sizeSystemsFor, sizeSystemsToFilter, sizeText } from "./catalogue";
import { SIZES } from "./options";
import { createProductSchema } from "./schemas/products";
import { SIZE_SYSTEMS } from "./size-systems";

const listing = { title: "Takki", price: 20, status: "draft" as const };

describe("size systems", () => {
  it("keep the spec's letter and EU sizes, and hold every size the brief names", () => {
    expect(SIZE_SYSTEMS.letter).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
    expect(SIZE_SYSTEMS.eu).toEqual(["34", "36", "38", "40", "42", "44", "46"]);
    expect(SIZE_SYSTEMS.shoe).toEqual(Array.from({ length: 13 }, (_, i) => `EU${35 + i}`));
    expect(SIZE_SYSTEMS.children.map((size) => Number.parseInt(size, 10))).toEqual([
      50, 56, 62, 68, 74, 80, 86, 92, 98, 104, 110, 116, 122, 128, 134, 140, 146, 152, 158, 164, 170,
    ]);
    expect(SIZE_SYSTEMS.jeans).toContain("W24/L28");
    expect(SIZE_SYSTEMS.jeans).toContain("W40/L36");
    expect(new Set(SIZES).size).toBe(SIZES.length);
  });

  it("fit a listing by its category, type and department", () => {
    expect(sizeSystemsFor({ category: "Shoes" })).toEqual(["shoe"]);
    expect(sizeSystemsFor({ category: "Outerwear", subcategory: "jackets", gender: "Kids" })).toEqual(["children"]);
    expect(sizeSystemsFor({ category: "Bottoms", subcategory: "jeans" })).toEqual(["jeans", "letter", "eu"]);
    expect(sizeSystemsFor({ category: "Accessories" })).toEqual(["oneSize", "letter"]);
    expect(sizeFits("110cm", { category: "Outerwear", gender: "Kids" })).toBe(true);
    expect(sizeFits("110cm", { category: "Outerwear", gender: "Women" })).toBe(false);
    expect(sizeFits("M", { category: "Shoes" })).toBe(false);
    expect(sizeFits("EU38", { category: "Tops" })).toBe(false);
  });

  it("offer a filter every system when nothing narrows it, and both departments' when no department is chosen", () => {
    expect(sizeSystemsToFilter({}).sort()).toEqual(Object.keys(SIZE_SYSTEMS).sort());
    expect(sizeSystemsToFilter({ category: "Outerwear" })).toEqual(["letter", "eu", "children"]);
  });

  it("read alike in every language", () => {
    expect(sizeText("EU38", "Yksi koko")).toBe("EU 38");
    expect(sizeText("110cm", "Yksi koko")).toBe("110 cm");
    expect(sizeText("W30/L32", "Yksi koko")).toBe("W30 L32");
    expect(sizeText("one_size", "Yksi koko")).toBe("Yksi koko");
    expect(sizeText("M", "Yksi koko")).toBe("M");
  });
});

describe("the listing schema", () => {
  it("takes a size of the category's system and refuses one of another", () => {
    expect(createProductSchema.safeParse({ ...listing, category: "Shoes", size: "EU40" }).success).toBe(true);
    const shoeInLetters = createProductSchema.safeParse({ ...listing, category: "Shoes", size: "M" });
    expect(shoeInLetters.error?.issues.map((issue) => issue.path)).toEqual([["size"]]);
    const kids = { ...listing, category: "Outerwear", subcategory: "jackets", gender: "Kids" } as const;
    expect(createProductSchema.safeParse({ ...kids, size: "110cm" }).success).toBe(true);
    expect(createProductSchema.safeParse({ ...kids, size: "L" }).success).toBe(false);
  });

  it("refuses a type of another category and measurements out of range or not whole", () => {
    const base = { ...listing, category: "Tops", size: "M" } as const;
    expect(createProductSchema.safeParse({ ...base, subcategory: "boots" }).success).toBe(false);
    expect(createProductSchema.safeParse({ ...base, subcategory: "knitwear", chestCm: 50 }).success).toBe(true);
    expect(createProductSchema.safeParse({ ...base, chestCm: 19 }).success).toBe(false);
    expect(createProductSchema.safeParse({ ...base, inseamCm: 131 }).success).toBe(false);
    expect(createProductSchema.safeParse({ ...base, waistCm: 70.5 }).success).toBe(false);
    expect(createProductSchema.parse(base)).toMatchObject({ subcategory: null, chestCm: null, inseamCm: null });
  });

  it("has unique sub-category codes", () => {
    expect(new Set(SUBCATEGORIES).size).toBe(SUBCATEGORIES.length);
  });
});

describe("brands", () => {
  it("suggest the known ones that begin with the typed text first, then those that hold it", () => {
    expect(suggestBrands("ma").slice(0, 3)).toEqual(["Marimekko", "Makia", "Mango"]);
    expect(suggestBrands("fjäll")).toEqual(["Fjällräven"]);
    expect(suggestBrands("")).toHaveLength(8);
  });

  it("are stored in the list's spelling, other text as typed", () => {
    expect(canonicalBrand("marimekko")).toBe("Marimekko");
    expect(canonicalBrand(" LEVI'S ")).toBe("Levi's");
    expect(canonicalBrand("Oma merkki")).toBe("Oma merkki");
    expect(KNOWN_BRANDS).toContain("Polarn O. Pyret");
  });
});
