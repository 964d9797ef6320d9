import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products, profiles, saleItems, transactions } from "../../db/schema";
import { coverPhotoOf, toCover } from "../products";

/**
 * Payment Successful's order summary (docs/product-rules.md#payments): the sale of a checkout session, for that
 * session's buyer only; anyone else learns nothing (undefined, a 404). Reading it never marks
 * anything paid: only the provider's confirmation does.
 */
export async function getPaymentSession(db: Database, sessionId: string, userId: string) {
  const cover = coverPhotoOf(db);
  const [row] = await db
    .select({
      sale: transactions,
      itemCount: sql<number>`(select count(*)::int from ${saleItems} where ${saleItems.transactionId} = ${transactions.id})`,
      product: {
        id: products.id,
        title: products.title,
        priceCents: products.priceCents,
        size: products.size,
        condition: products.condition,
        category: products.category,
      },
      cover: { cardKey: cover.cardKey, fullKey: cover.fullKey },
      seller: { id: profiles.id, displayName: profiles.displayName, city: profiles.city },
    })
    .from(transactions)
    .innerJoin(products, eq(products.id, transactions.productId))
    .innerJoin(profiles, eq(profiles.id, transactions.sellerId))
    .leftJoinLateral(cover, sql`true`)
    .where(and(eq(transactions.providerSessionId, sessionId), eq(transactions.buyerId, userId)));
  if (!row) return undefined;
  return {
    transaction: {
      id: row.sale.id,
      state: row.sale.state,
      amountCents: row.sale.amountCents ?? row.product.priceCents,
      commissionCents: row.sale.commissionCents ?? 0,
      deliveryMethod: row.sale.deliveryMethod,
      postageCents: row.sale.postageCents,
      itemCount: row.itemCount,
      product: { ...row.product, cover: toCover(row.cover) },
      seller: row.seller,
    },
  };
}
