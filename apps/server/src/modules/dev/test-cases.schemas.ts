import { z } from "@hono/zod-openapi";
import { LISTING_TITLE_MAX_LENGTH } from "@kierto/shared";

export const testLostCasesInputSchema = z
  .object({
    sellerId: z.uuid(),
    lost: z.number().int().min(0).max(10).openapi({ description: "Closed cases the seller lost (refunded)" }),
    title: z.string().trim().min(1).max(LISTING_TITLE_MAX_LENGTH).openapi({ description: "The contested case's item" }),
  })
  .openapi("TestLostCasesInput");

export const testLostCasesSchema = z.object({ caseId: z.uuid(), saleId: z.uuid() }).openapi("TestLostCases");
