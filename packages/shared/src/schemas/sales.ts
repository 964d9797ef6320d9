import { z } from "zod";
import { CANCEL_REASON_MAX_LENGTH } from "../constants";
import { text } from "./text";

/** A seller cancelling a paid sale says why (shown to the buyer). */
export const cancelSaleSchema = z.object({
  reason: text().trim().min(1).max(CANCEL_REASON_MAX_LENGTH),
});
