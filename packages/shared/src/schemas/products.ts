import { z } from "zod";
import { MEASUREMENT_RANGES, SUBCATEGORIES, sizeFits, subcategoryFits } from "../catalogue";
import {
  FEED_SEARCH_MAX_LENGTH,
  FEED_SORTS,
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_PRICE_MAX_EUROS,
  LISTING_TEXT_FIELD_MAX_LENGTH,
  LISTING_TITLE_MAX_LENGTH,
  MAX_PHOTOS_PER_LISTING,
} from "../constants";
import { eurosToCents, exactEurosToCents } from "../money";
import { CATEGORIES, COLORS, CONDITIONS, DELIVERY_METHODS, FABRICS, GENDERS, SEASONS, SIZES, STYLES } from "../options";
import { offersShipping, PARCEL_SIZE_CLASSES } from "../shipping";
import { text } from "./text";

/**
 * Listing request schemas, shared by the server and the web app's listing form.
 * Prices go in as euros, as the seller types them (docs/product-rules.md#listings: numeric, step 0.01); the server
 * stores and answers integer cents (`priceCents`).
 */

/**
 * Checked on the cents the server will store: a whole number of cents (at most two decimals)
 * and at least one cent, so no price reaches the database as €0.00 (docs/decisions/0003).
 */
export const priceEurosSchema = z
  .number()
  .positive("The price must be above zero.")
  .max(LISTING_PRICE_MAX_EUROS)
  .refine((value) => exactEurosToCents(value) !== null, "Use at most two decimals.")
  .refine((value) => eurosToCents(value) >= 1, "The price must be at least 0.01.");

/** docs/product-rules.md#listings: optional fields are stored as null when empty. */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const optionalOption = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values)
    .or(z.literal(""))
    .nullish()
    .transform((value) => (value || null) as T[number] | null);

/** A measurement in whole centimetres within its range; empty is none. */
const measurement = ([min, max]: readonly [number, number]) =>
  z
    .number()
    .int("Whole centimetres.")
    .min(min)
    .max(max)
    .nullish()
    .transform((value) => value ?? null);

const photoIdsSchema = z
  .array(z.uuid())
  .max(MAX_PHOTOS_PER_LISTING, `At most ${MAX_PHOTOS_PER_LISTING} photos.`)
  .refine((ids) => new Set(ids).size === ids.length, "The same photo is listed twice.");

/** The statuses a seller may choose; `sold` is set only by the server when a sale completes. */
export const SELLER_STATUSES = ["active", "draft"] as const;

const listingFields = {
  title: text().trim().min(1, "A title is required.").max(LISTING_TITLE_MAX_LENGTH),
  price: priceEurosSchema,
  category: z.enum(CATEGORIES),
  /** Optional; one of the category's (docs/decisions/0083). */
  subcategory: optionalOption(SUBCATEGORIES),
  /** A size of a system that fits the category, sub-category and audience (sizeSystemsFor). */
  size: z.enum(SIZES),
  condition: optionalOption(CONDITIONS),
  /** Free text; the server stores a known brand typed in another case as the list spells it. */
  brand: optionalText(LISTING_TEXT_FIELD_MAX_LENGTH),
  chestCm: measurement(MEASUREMENT_RANGES.chestCm),
  lengthCm: measurement(MEASUREMENT_RANGES.lengthCm),
  waistCm: measurement(MEASUREMENT_RANGES.waistCm),
  inseamCm: measurement(MEASUREMENT_RANGES.inseamCm),
  color: optionalOption(COLORS),
  season: optionalOption(SEASONS),
  style: optionalOption(STYLES),
  fabric: optionalOption(FABRICS),
  gender: optionalOption(GENDERS),
  city: optionalText(LISTING_TEXT_FIELD_MAX_LENGTH),
  description: optionalText(LISTING_DESCRIPTION_MAX_LENGTH),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  /** Required when the listing is shipped (docs/decisions/0041); dropped for hand delivery only. */
  parcelSize: optionalOption(PARCEL_SIZE_CLASSES),
  /** Ids from POST /api/uploads/photos, in display order; the first is the cover. */
  photoIds: photoIdsSchema,
  /** The seller takes offers on this listing (docs/decisions/0059); on when absent from a new listing. */
  offersEnabled: z.boolean(),
  /** The seller's lowest offer in euros, above the 60 % every listing has; null or absent: 60 %. */
  offerFloor: priceEurosSchema.nullable(),
};

/**
 * A new listing. Published listings need at least one photo (docs/product-rules.md#listings); a draft may have none
 * yet, but it keeps the same required fields (title, price, category, size) so that any draft
 * is one click from publishable and every stored listing has a price.
 */
export const createProductSchema = z
  .object({
    ...listingFields,
    deliveryMethod: listingFields.deliveryMethod.default("hand_delivery"),
    photoIds: photoIdsSchema.default([]),
    offersEnabled: listingFields.offersEnabled.default(true),
    offerFloor: listingFields.offerFloor.default(null),
    status: z.enum(SELLER_STATUSES).default("active"),
  })
  .refine((listing) => listing.status === "draft" || listing.photoIds.length > 0, {
    message: "Add at least one photo.",
    path: ["photoIds"],
  })
  .refine((listing) => !listing.offersEnabled || listing.offerFloor === null || listing.offerFloor < listing.price, {
    // A floor at or above the price would leave no offer to make: turning offers off says that.
    message: "The lowest offer must be below the price.",
    path: ["offerFloor"],
  })
  .refine((listing) => subcategoryFits(listing.subcategory, listing.category), {
    message: "The sub-category belongs to another category.",
    path: ["subcategory"],
  })
  .refine((listing) => sizeFits(listing.size, listing), {
    message: "The size does not fit the category.",
    path: ["size"],
  })
  .refine((listing) => !offersShipping(listing.deliveryMethod) || listing.parcelSize !== null, {
    message: "Choose the parcel size for shipping.",
    path: ["parcelSize"],
  })
  .transform((listing) => (offersShipping(listing.deliveryMethod) ? listing : { ...listing, parcelSize: null }));

/**
 * Changes to a listing; absent fields stay as they are. Drafts and active listings may change in
 * every field (an active one not while a sale holds it), sold ones in none, which the server
 * checks. `status: "active"` publishes a draft.
 */
export const updateProductSchema = z
  .object(listingFields)
  .partial()
  .extend({
    status: z.enum(SELLER_STATUSES).optional(),
  });

const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z
    .literal("")
    .or(schema)
    .optional()
    .transform((value) => (value === "" ? undefined : value) as Exclude<z.output<T>, ""> | undefined);

const priceBound = z.coerce.number().min(0).max(LISTING_PRICE_MAX_EUROS);

/**
 * The feed's filters as URL query parameters (docs/product-rules.md#listings Home mirrors them in the page URL, so
 * the web app can parse its own URL with this too). Empty values mean "no filter".
 */
export const productFeedQuerySchema = z.object({
  search: blankAsAbsent(text().trim().max(FEED_SEARCH_MAX_LENGTH)),
  category: blankAsAbsent(z.enum(CATEGORIES)),
  subcategory: blankAsAbsent(z.enum(SUBCATEGORIES)),
  size: blankAsAbsent(z.enum(SIZES)),
  gender: blankAsAbsent(z.enum(GENDERS)),
  condition: blankAsAbsent(z.enum(CONDITIONS)),
  color: blankAsAbsent(z.enum(COLORS)),
  season: blankAsAbsent(z.enum(SEASONS)),
  style: blankAsAbsent(z.enum(STYLES)),
  fabric: blankAsAbsent(z.enum(FABRICS)),
  brand: blankAsAbsent(text().trim().max(LISTING_TEXT_FIELD_MAX_LENGTH)),
  city: blankAsAbsent(text().trim().max(LISTING_TEXT_FIELD_MAX_LENGTH)),
  /** Euros. docs/product-rules.md#listings: applied only above 0 (min) and below 1000 (max), as the slider reads. */
  minPrice: blankAsAbsent(priceBound),
  maxPrice: blankAsAbsent(priceBound),
  /** The order (FEED_SORTS); absent is newest first. `favorites` is the featured order below. */
  sort: blankAsAbsent(z.enum(FEED_SORTS)),
  /** Active listings ordered by favourites received in the last 30 days; the same as `sort=favorites`. */
  featured: blankAsAbsent(z.enum(["true", "false"])).transform((value) => value === "true"),
  /** Only this seller's listings (seller pages). */
  seller: blankAsAbsent(z.uuid()),
  /** The `nextCursor` of the previous page. */
  cursor: blankAsAbsent(text().max(200)),
});

export type CreateProductInput = z.input<typeof createProductSchema>;
export type CreateProduct = z.output<typeof createProductSchema>;
export type UpdateProductInput = z.input<typeof updateProductSchema>;
export type UpdateProduct = z.output<typeof updateProductSchema>;
export type ProductFeedQuery = z.output<typeof productFeedQuerySchema>;
