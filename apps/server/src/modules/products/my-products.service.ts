import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { notDeleted } from "./listing-removal";
import { newestFirst, selectProductCards, toProductCard } from "./product-card";

/**
 * My Items (docs/product-rules.md#listings): every listing of the seller but deleted ones, newest first, with the
 * per-status counts of its tabs. A private seller's listings fit in one answer.
 */
export async function listOwnProducts(db: Database, sellerId: string) {
  const rows = await selectProductCards(db)
    .where(and(eq(products.userId, sellerId), notDeleted))
    .orderBy(...newestFirst);
  const items = rows.map(toProductCard);
  const counts = { all: items.length, active: 0, draft: 0, sold: 0 };
  for (const item of items) counts[item.status]++;
  return { items, counts };
}
