import { z } from "@hono/zod-openapi";
import { OFFER_KINDS, PARCEL_SIZE_CLASSES } from "@kierto/shared";
import { coverSchema } from "../products";

export const bundleTierSchema = z
  .object({ minItems: z.number().int(), percent: z.number().int() })
  .openapi("BundleTier");

export const bundleTiersResultSchema = z.object({ tiers: z.array(bundleTierSchema) }).openapi("BundleTiers");

export const basketViewSchema = z
  .object({
    seller: z.object({ id: z.uuid(), displayName: z.string() }),
    items: z.array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        priceCents: z.number().int(),
        deliveryMethod: z.enum(["hand_delivery", "shipping", "both"]),
        parcelSize: z.enum(PARCEL_SIZE_CLASSES).nullable(),
        cover: coverSchema.nullable(),
        available: z.boolean().openapi({ description: "False once sold, removed or held by another buyer's checkout" }),
      }),
    ),
    tiers: z.array(bundleTierSchema),
    subtotalCents: z.number().int(),
    tier: bundleTierSchema.nullable(),
    discountCents: z.number().int(),
    itemsCents: z.number().int(),
    delivery: z.object({
      shipping: z.boolean(),
      handDelivery: z.boolean(),
      parcelSize: z.enum(PARCEL_SIZE_CLASSES).nullable(),
      postageFromCents: z.number().int().nullable(),
    }),
    totalCents: z.number().int(),
    offerMinimumCents: z.number().int().nullable().openapi({
      description:
        "The least an offer on these items may be (0088); null when some item takes no offers or fewer than two can be bought",
    }),
    offer: z
      .object({
        id: z.uuid(),
        kind: z.enum(OFFER_KINDS),
        state: z.enum(["open", "accepted"]),
        amountCents: z.number().int(),
        heldUntil: z.iso.datetime().nullable(),
      })
      .nullable()
      .openapi({
        description: "The buyer's live offer on exactly these items: open, or accepted and held (Pay charges it)",
      }),
  })
  .openapi("BundleBasket");

export const basketListSchema = z
  .object({
    baskets: z.array(z.object({ sellerId: z.uuid(), sellerName: z.string(), itemCount: z.number().int() })),
  })
  .openapi("BundleBaskets");

export const sellerParamSchema = z.object({
  sellerId: z.uuid().openapi({ param: { name: "sellerId", in: "path" } }),
});

export const bundleCheckoutResultSchema = z
  .object({
    transactionId: z.uuid(),
    url: z.string().openapi({ description: "The provider's payment page; the browser goes there" }),
  })
  .openapi("BundleCheckoutStarted");
