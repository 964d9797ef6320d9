import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { products, profiles, transactions } from "../../db/schema";
import { coverPhotoOf, toCover } from "../products";
import { bundlesOf } from "./bundle-items";

/**
 * The My Items tabs that read sales (docs/product-rules.md#sales): Purchases (completed, as buyer), Pending (paid and
 * waiting for the hand-over or the buyer's confirmation, or a hand-over one side asked for or offered; either side) and Sales
 * (completed, as seller), each newest first; a completed sale staff refunded later stays, marked
 * refunded. Open, expired, declined and cancelled checkouts and sales refunded or withdrawn before
 * completing are in none of them.
 */
export async function listOwnTransactions(db: Database, userId: string) {
  const buyer = alias(profiles, "buyer");
  const seller = alias(profiles, "seller");
  const cover = coverPhotoOf(db);
  const rows = await db
    .select({
      transaction: transactions,
      product: { id: products.id, title: products.title, priceCents: products.priceCents, status: products.status },
      cover: { cardKey: cover.cardKey, fullKey: cover.fullKey },
      buyerName: buyer.displayName,
      sellerName: seller.displayName,
    })
    .from(transactions)
    .innerJoin(products, eq(products.id, transactions.productId))
    .innerJoin(buyer, eq(buyer.id, transactions.buyerId))
    .innerJoin(seller, eq(seller.id, transactions.sellerId))
    .leftJoinLateral(cover, sql`true`)
    .where(
      and(
        or(eq(transactions.buyerId, userId), eq(transactions.sellerId, userId)),
        or(
          inArray(transactions.state, ["requested", "paid", "delivered", "handover", "completed"]),
          isNotNull(transactions.completedAt),
        ),
      ),
    )
    .orderBy(sql`coalesce(${transactions.completedAt}, ${transactions.createdAt}) desc`, desc(transactions.id));

  const bundles = await bundlesOf(
    db,
    rows.map((row) => row.transaction.id),
  );
  const items = rows.map((row) => {
    const t = row.transaction;
    return {
      id: t.id,
      role: t.buyerId === userId ? ("buyer" as const) : ("seller" as const),
      product: { ...row.product, cover: toCover(row.cover) },
      buyer: { id: t.buyerId, displayName: row.buyerName },
      seller: { id: t.sellerId, displayName: row.sellerName },
      buyerConfirmed: t.buyerConfirmed,
      sellerConfirmed: t.sellerConfirmed,
      state: t.state,
      paymentProvider: t.paymentProvider,
      amountCents: t.amountCents,
      bundle: bundles.get(t.id) ?? null,
      completedAt: t.completedAt?.toISOString() ?? null,
      createdAt: t.createdAt.toISOString(),
    };
  });
  const purchases = items.filter((item) => item.completedAt && item.role === "buyer");
  const pending = items.filter((item) => !item.completedAt);
  const sales = items.filter((item) => item.completedAt && item.role === "seller");
  return {
    purchases,
    pending,
    sales,
    counts: { purchases: purchases.length, pending: pending.length, sales: sales.length },
  };
}
