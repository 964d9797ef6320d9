import { z } from "zod";
import { REVIEW_COMMENT_MAX, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from "../constants";
import { text } from "./text";

/**
 * docs/product-rules.md#reviews Review: 1-5 whole stars; an optional comment of at most 500 characters, trimmed, and
 * stored as empty when blank. The review dialog and the server validate with this same schema.
 */
export const createReviewSchema = z.object({
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  comment: text()
    .trim()
    .max(REVIEW_COMMENT_MAX, `At most ${REVIEW_COMMENT_MAX} characters.`)
    .nullish()
    .transform((value) => value ?? ""),
});

export type CreateReviewInput = z.input<typeof createReviewSchema>;
