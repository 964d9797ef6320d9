import { z } from "@hono/zod-openapi";

/** The feed query a saved search keeps, as the feed schema read it (numbers for prices, a boolean `featured`). */
const savedFiltersSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
  .openapi({ description: "The feed's filters, as GET /api/products reads them" });

export const savedSearchSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    filters: savedFiltersSchema,
    newMatches: z.number().int().openapi({ description: "Listings still for sale found since it was last opened" }),
    lastOpenedAt: z.string(),
    createdAt: z.string(),
  })
  .openapi("SavedSearch");

export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) });
export const savedSearchCreatedSchema = z.object({
  id: z.uuid(),
  /** Whether this is the person's first saved search (the web app then offers push messages). */
  first: z.boolean(),
});
export const openedSavedSearchSchema = z.object({ filters: savedFiltersSchema });
