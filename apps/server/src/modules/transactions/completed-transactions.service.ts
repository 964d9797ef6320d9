import { and, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { products, profiles, reviews, transactions } from "../../db/schema";
import { coverPhotoOf, toCover } from "../products";

/**
 * The Profile's Transactions tab (docs/product-rules.md#sales): the user's completed sales as buyer or seller, newest
 * completed first, each with the other party and whether the user has reviewed it yet.
 */
export async function listCompletedTransactions(db: Database, userId: string) {
  const counterparty = alias(profiles, "counterparty");
  const cover = coverPhotoOf(db);
  const rows = await db
    .select({
      id: transactions.id,
      buyerId: transactions.buyerId,
      completedAt: transactions.completedAt,
      product: { id: products.id, title: products.title, priceCents: products.priceCents },
      cover: { cardKey: cover.cardKey, fullKey: cover.fullKey },
      counterparty: { id: counterparty.id, displayName: counterparty.displayName, avatarUrl: counterparty.avatarUrl },
      reviewedByMe: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.transactionId} = ${transactions.id} and ${reviews.reviewerUserId} = ${userId})`,
    })
    .from(transactions)
    .innerJoin(products, eq(products.id, transactions.productId))
    .innerJoin(
      counterparty,
      sql`${counterparty.id} = case when ${transactions.buyerId} = ${userId} then ${transactions.sellerId} else ${transactions.buyerId} end`,
    )
    .leftJoinLateral(cover, sql`true`)
    .where(
      and(or(eq(transactions.buyerId, userId), eq(transactions.sellerId, userId)), isNotNull(transactions.completedAt)),
    )
    .orderBy(desc(transactions.completedAt), desc(transactions.id));

  return {
    items: rows.map((row) => ({
      id: row.id,
      role: row.buyerId === userId ? ("buyer" as const) : ("seller" as const),
      product: { ...row.product, cover: toCover(row.cover) },
      counterparty: row.counterparty,
      completedAt: (row.completedAt as Date).toISOString(),
      reviewedByMe: row.reviewedByMe,
    })),
  };
}
