import { z } from "zod";
import { SAVED_SEARCH_NAME_MAX_LENGTH } from "../constants";
import { productFeedQuerySchema } from "./products";
import { text } from "./text";

/**
 * What a saved search keeps: the feed's own filters, read by the feed's own schema, without the
 * page cursor and the seller page's seller, which say where one is, not what one looks for.
 */
export const savedSearchFiltersSchema = productFeedQuerySchema.omit({ cursor: true, seller: true });

export const savedSearchNameSchema = text().trim().min(1).max(SAVED_SEARCH_NAME_MAX_LENGTH);

export const createSavedSearchSchema = z.object({
  name: savedSearchNameSchema,
  /** The feed's query parameters as the page URL has them (strings), or their parsed values. */
  filters: savedSearchFiltersSchema,
});

export const renameSavedSearchSchema = z.object({ name: savedSearchNameSchema });

export type SavedSearchFilters = z.output<typeof savedSearchFiltersSchema>;
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;
