import { z } from "@hono/zod-openapi";
import { LISTING_TITLE_MAX_LENGTH } from "@kierto/shared";

export const testReleasedSaleInputSchema = z
  .object({
    sellerId: z.uuid(),
    title: z.string().trim().min(1).max(LISTING_TITLE_MAX_LENGTH).optional(),
    priceCents: z.number().int().positive().max(10_000_000).default(2000).openapi({ description: "Euro cents" }),
  })
  .openapi("TestReleasedSaleInput");

export const testReleasedSaleSchema = z
  .object({
    saleId: z.uuid(),
    listingId: z.uuid(),
    title: z.string(),
    sellerShareCents: z.number().int(),
  })
  .openapi("TestReleasedSale");
