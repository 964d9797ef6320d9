import type { createReviewSchema } from "@kierto/shared";
import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../app-env";
import type { Database } from "../../db/client";
import { products, profiles, reviews, transactions } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";
import { createNotification, notificationTemplates } from "../notifications";
import { getRatingSummary } from "./rating-summary";

type ReviewInput = z.output<typeof createReviewSchema>;
type ReviewRow = typeof reviews.$inferSelect;

/** The newest reviews a profile shows; a seller with more shows their latest this many. */
export const RECEIVED_REVIEWS_LIMIT = 100;

/**
 * A party of a completed sale reviews the other party (docs/product-rules.md#reviews: after completion each party may
 * leave one review). One review per (sale, reviewer) is the database's unique constraint, so two
 * submits at the same instant store one and answer the other 409 ALREADY_REVIEWED. The reviewed
 * person's `new_review` notification is written in the same transaction and announced after it.
 */
export async function createReview(
  deps: Pick<AppDeps, "db" | "realtime">,
  transactionId: string,
  reviewerId: string,
  input: ReviewInput,
) {
  const { review, notificationId } = await deps.db.transaction(async (tx) => {
    const [sale] = await tx
      .select({
        buyerId: transactions.buyerId,
        sellerId: transactions.sellerId,
        completedAt: transactions.completedAt,
        reviewerName: profiles.displayName,
      })
      .from(transactions)
      .leftJoin(profiles, eq(profiles.id, reviewerId))
      .where(eq(transactions.id, transactionId));
    if (!sale) throw notFound("Sale not found.");
    if (reviewerId !== sale.buyerId && reviewerId !== sale.sellerId) {
      throw new HttpError(403, "NOT_A_PARTY", "Only the buyer and the seller of a sale can review it.");
    }
    if (!sale.completedAt) {
      throw new HttpError(409, "SALE_NOT_COMPLETED", "Reviews open once both sides have confirmed the sale.");
    }
    const reviewedUserId = reviewerId === sale.buyerId ? sale.sellerId : sale.buyerId;
    const [stored] = await tx
      .insert(reviews)
      .values({
        transactionId,
        reviewerUserId: reviewerId,
        reviewedUserId,
        rating: input.rating,
        comment: input.comment,
      })
      .onConflictDoNothing({ target: [reviews.transactionId, reviews.reviewerUserId] })
      .returning();
    if (!stored) throw new HttpError(409, "ALREADY_REVIEWED", "You have already reviewed this sale.");
    const notification = await createNotification(
      tx,
      reviewedUserId,
      notificationTemplates.newReview({ reviewerName: sale.reviewerName ?? "", stars: input.rating }),
      { transactionId, reviewId: stored.id },
    );
    return { review: stored, notificationId: notification?.id };
  });
  if (notificationId) {
    await deps.realtime.publish({ type: "notification", userIds: [review.reviewedUserId], id: notificationId });
  }
  return toReviewDto(review);
}

/** Reviews a user received, newest first, with who wrote them and about which item (docs/product-rules.md#reviews Profile Reviews). */
export async function listReceivedReviews(db: Database, userId: string) {
  const [exists] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (!exists) return undefined;
  const [rows, summary] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        reviewerId: profiles.id,
        reviewerName: profiles.displayName,
        reviewerAvatarUrl: profiles.avatarUrl,
        productTitle: products.title,
      })
      .from(reviews)
      .innerJoin(profiles, eq(profiles.id, reviews.reviewerUserId))
      .innerJoin(transactions, eq(transactions.id, reviews.transactionId))
      .innerJoin(products, eq(products.id, transactions.productId))
      .where(eq(reviews.reviewedUserId, userId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(RECEIVED_REVIEWS_LIMIT),
    getRatingSummary(db, userId),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
      reviewer: { id: row.reviewerId, displayName: row.reviewerName, avatarUrl: row.reviewerAvatarUrl },
      productTitle: row.productTitle,
    })),
    summary,
  };
}

function toReviewDto(row: ReviewRow) {
  return {
    id: row.id,
    transactionId: row.transactionId,
    reviewerUserId: row.reviewerUserId,
    reviewedUserId: row.reviewedUserId,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}
