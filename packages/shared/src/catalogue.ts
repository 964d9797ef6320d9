import type { Category, Gender } from "./options";
import { SIZE_SYSTEMS, type SizeSystem } from "./size-systems";

/**
 * The catalogue below the six categories (docs/decisions/0083): sub-categories, which are
 * optional on a listing, and the size systems a listing's category, sub-category and audience
 * (the gender field, whose `Kids` value marks children's clothes) offer. Codes are unique across
 * categories and systems, so a `subcategory` or `size` filter names one thing on its own.
 */
export const SUBCATEGORIES_BY_CATEGORY = {
  Tops: ["t_shirts", "shirts_blouses", "knitwear", "hoodies", "tank_tops"],
  Bottoms: ["jeans", "trousers", "shorts", "skirts", "leggings"],
  Dresses: ["everyday_dresses", "party_dresses", "jumpsuits"],
  Outerwear: ["coats", "jackets", "rain_outdoor", "overalls"],
  Shoes: ["sneakers", "boots", "sandals", "dress_shoes"],
  Accessories: ["bags", "hats", "scarves", "gloves", "belts", "jewellery"],
} as const satisfies Record<Category, readonly string[]>;

export type Subcategory = (typeof SUBCATEGORIES_BY_CATEGORY)[Category][number];

export const SUBCATEGORIES = Object.values(SUBCATEGORIES_BY_CATEGORY).flat() as [Subcategory, ...Subcategory[]];

/** The category a sub-category belongs to. */
export function categoryOfSubcategory(subcategory: Subcategory): Category {
  for (const [category, subcategories] of Object.entries(SUBCATEGORIES_BY_CATEGORY)) {
    if ((subcategories as readonly string[]).includes(subcategory)) return category as Category;
  }
  throw new Error(`unknown sub-category ${subcategory}`);
}

export function subcategoriesOf(category: Category | undefined | null): readonly Subcategory[] {
  return category ? SUBCATEGORIES_BY_CATEGORY[category] : SUBCATEGORIES;
}

/** What decides a listing's size systems. */
export interface SizeContext {
  category?: Category | null | "";
  subcategory?: Subcategory | null | "";
  gender?: Gender | null | "";
}

/**
 * The size systems that fit a listing, in the order the form offers them. Children's clothes go
 * by height, their shoes by EU sizes from 18 (and on to the adult sizes teenagers wear); jeans add
 * waist and length to the clothing sizes; accessories are mostly one size.
 */
export function sizeSystemsFor({ category, subcategory, gender }: SizeContext): SizeSystem[] {
  const kids = gender === "Kids";
  if (!category) return kids ? ["children", "childrenShoe", "oneSize"] : ["letter", "eu", "jeans", "shoe", "oneSize"];
  if (category === "Shoes") return kids ? ["childrenShoe", "shoe"] : ["shoe"];
  if (category === "Accessories") return kids ? ["oneSize", "children"] : ["oneSize", "letter"];
  if (kids) return ["children"];
  if (subcategory === "jeans") return ["jeans", "letter", "eu"];
  return ["letter", "eu"];
}

/**
 * The size systems a feed filter offers: as a listing's, but with no department chosen both the
 * adults' and the children's, and with no category every system.
 */
export function sizeSystemsToFilter(context: SizeContext): SizeSystem[] {
  const departments = context.gender ? [context.gender] : [undefined, "Kids" as const];
  const systems = departments.flatMap((gender) => sizeSystemsFor({ ...context, gender }));
  return [...new Set(systems)];
}

/** The sizes that fit, one list per system. */
export function sizesFor(context: SizeContext): { system: SizeSystem; sizes: readonly string[] }[] {
  return sizeSystemsFor(context).map((system) => ({ system, sizes: SIZE_SYSTEMS[system] }));
}

export function sizeFits(size: string, context: SizeContext): boolean {
  return sizeSystemsFor(context).some((system) => (SIZE_SYSTEMS[system] as readonly string[]).includes(size));
}

export function subcategoryFits(subcategory: string | null | undefined, category: Category): boolean {
  return !subcategory || (SUBCATEGORIES_BY_CATEGORY[category] as readonly string[]).includes(subcategory);
}

/**
 * How a size reads, the same in every language but one size, whose name the caller gives:
 * 'EU 38', '110 cm', 'W30 L32'.
 */
export function sizeText(size: string, oneSize: string): string {
  const code = String(size);
  if (code === "one_size") return oneSize;
  if (/^EU\d+$/.test(code)) return `EU ${code.slice(2)}`;
  if (/^\d+cm$/.test(code)) return `${code.slice(0, -2)} cm`;
  if (code.startsWith("W")) return code.replace("/", " ");
  return code;
}

/** Whole centimetres a listing's measurements may take (docs/decisions/0083). */
export const MEASUREMENT_RANGES = {
  chestCm: [20, 200],
  lengthCm: [10, 200],
  waistCm: [20, 200],
  inseamCm: [10, 130],
} as const;

export const MEASUREMENTS = ["chestCm", "lengthCm", "waistCm", "inseamCm"] as const;
export type Measurement = (typeof MEASUREMENTS)[number];
