import { z } from "@hono/zod-openapi";
import { productPageSchema } from "../products";
import { publicProfileSchema } from "../profiles";
import { ratingSummarySchema } from "../reviews";

export const sellerPageSchema = z
  .object({
    profile: publicProfileSchema,
    rating: ratingSummarySchema,
    memberSince: z.iso.datetime(),
    activeListingCount: z.number().int(),
    followerCount: z.number().int().openapi({ description: "How many people follow the seller" }),
    isFollowed: z
      .boolean()
      .openapi({ description: "Whether the signed-in viewer follows the seller; false for guests" }),
    bundleTiers: z
      .array(z.object({ minItems: z.number().int(), percent: z.number().int() }))
      .openapi({ description: "The seller's bundle discounts, lowest tier first; empty when they offer none" }),
    listings: productPageSchema.openapi({
      description: "The first page of active listings; more from GET /products?seller={id}&cursor=",
    }),
  })
  .openapi("SellerPage");
