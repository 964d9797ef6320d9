import { z } from "@hono/zod-openapi";
import { ratingSummarySchema } from "./rating-summary";

export const reviewSchema = z
  .object({
    id: z.uuid(),
    transactionId: z.uuid(),
    reviewerUserId: z.uuid(),
    reviewedUserId: z.uuid(),
    rating: z.number().int().min(1).max(5),
    comment: z.string().openapi({ description: "Empty when the reviewer left none" }),
    createdAt: z.iso.datetime(),
  })
  .openapi("Review");

export const receivedReviewSchema = z
  .object({
    id: z.uuid(),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    createdAt: z.iso.datetime(),
    reviewer: z.object({ id: z.uuid(), displayName: z.string(), avatarUrl: z.string().nullable() }),
    productTitle: z.string().openapi({ description: "The item of the sale the review is about" }),
  })
  .openapi("ReceivedReview");

export const receivedReviewsSchema = z
  .object({ items: z.array(receivedReviewSchema), summary: ratingSummarySchema })
  .openapi("ReceivedReviews");
