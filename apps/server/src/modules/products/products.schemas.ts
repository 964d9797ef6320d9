import { z } from "@hono/zod-openapi";
import {
  CATEGORIES,
  COLORS,
  CONDITIONS,
  DELIVERY_METHODS,
  FABRICS,
  GENDERS,
  PARCEL_SIZE_CLASSES,
  PRODUCT_STATUSES,
  SEASONS,
  SIZES,
  STYLES,
  SUBCATEGORIES,
} from "@kierto/shared";
import { ratingSummarySchema } from "../reviews";
import { photoSchema } from "../uploads";

export const coverSchema = z.object({ cardUrl: z.string(), fullUrl: z.string() }).openapi("CoverPhoto");

const cardSellerSchema = z.object({ id: z.uuid(), displayName: z.string(), avatarUrl: z.string().nullable() });

export const productCardSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    priceCents: z.number().int().openapi({ description: "Euro cents", example: 2500 }),
    category: z.enum(CATEGORIES),
    size: z.enum(SIZES),
    condition: z.enum(CONDITIONS).nullable(),
    brand: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    city: z.string().nullable(),
    shippingFromCents: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The cheapest postage for its parcel size (euro cents); null when it is not shipped" }),
    status: z.enum(PRODUCT_STATUSES),
    cover: coverSchema.nullable().openapi({ description: "The first photo; null shows the placeholder" }),
    createdAt: z.iso.datetime(),
    seller: cardSellerSchema,
    isFavorite: z.boolean().openapi({ description: "Whether the signed-in viewer favourited it; false for guests" }),
    reserved: z.boolean().openapi({
      description: "A sale holds it (a checkout, a paid sale awaiting the buyer's confirmation, an agreed hand-over)",
    }),
  })
  .openapi("ProductCard");

export const productPageSchema = z
  .object({
    items: z.array(productCardSchema),
    nextCursor: z.string().nullable().openapi({ description: "Pass as `cursor` for the next page; null at the end" }),
  })
  .openapi("ProductPage");

export const feedCountSchema = z
  .object({
    count: z.number().int().openapi({ description: "Matching active listings, at most 1,000" }),
    more: z.boolean().openapi({ description: "More than 1,000 match" }),
  })
  .openapi("FeedCount");

export const productDetailSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    priceCents: z.number().int(),
    category: z.enum(CATEGORIES),
    subcategory: z.enum(SUBCATEGORIES).nullable(),
    size: z.enum(SIZES),
    condition: z.enum(CONDITIONS).nullable(),
    brand: z.string().nullable(),
    color: z.enum(COLORS).nullable(),
    season: z.enum(SEASONS).nullable(),
    style: z.enum(STYLES).nullable(),
    fabric: z.enum(FABRICS).nullable(),
    gender: z.enum(GENDERS).nullable(),
    city: z.string().nullable(),
    measurements: z
      .object({
        chestCm: z.number().int().nullable(),
        lengthCm: z.number().int().nullable(),
        waistCm: z.number().int().nullable(),
        inseamCm: z.number().int().nullable(),
      })
      .openapi({ description: "The seller's measurements in whole centimetres; null when not given" }),
    deliveryMethod: z.enum(DELIVERY_METHODS),
    parcelSize: z.enum(PARCEL_SIZE_CLASSES).nullable(),
    shippingFromCents: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The cheapest postage for its parcel size (euro cents); null when it is not shipped" }),
    status: z.enum(PRODUCT_STATUSES),
    photos: z.array(photoSchema).openapi({ description: "In display order; the first is the cover" }),
    seller: cardSellerSchema.extend({
      city: z.string().nullable(),
      rating: ratingSummarySchema,
      isFollowed: z
        .boolean()
        .openapi({ description: "Whether the signed-in viewer follows the seller; false for guests" }),
    }),
    isFavorite: z.boolean().openapi({ description: "Whether the signed-in viewer favourited it; false for guests" }),
    isOwner: z.boolean(),
    deletable: z.boolean(),
    availability: z.enum(["available", "reserved", "sold"]).openapi({
      description:
        "sold: the sale completed; reserved: a checkout, a paid sale not yet completed or an agreed hand-over holds it; available: Buy Now works",
    }),
    reservedByMe: z.boolean().openapi({ description: "The viewer's own open checkout holds it" }),
    offersEnabled: z.boolean().openapi({ description: "The seller takes offers ('Make an offer')" }),
    agreedPriceCents: z.number().int().nullable().openapi({
      description:
        "The viewer's accepted offer, held for them: their checkout charges it (the lower, should the price drop)",
    }),
    offerFloorCents: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The seller's own lowest offer (cents); null: 60 % of the price" }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    editedAt: z.iso
      .datetime()
      .nullable()
      .openapi({ description: "When the seller last changed it after publishing; null when never" }),
  })
  .openapi("ProductDetail");

export const myProductsSchema = z
  .object({
    items: z.array(productCardSchema.extend({ deletable: z.boolean() })),
    counts: z.object({
      all: z.number().int(),
      active: z.number().int(),
      draft: z.number().int(),
      sold: z.number().int(),
    }),
  })
  .openapi("MyProducts");
