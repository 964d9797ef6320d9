import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { listingsKeptBySales } from "../sale-process";
import { notDeleted } from "./listing-removal";
import { newestFirst, selectProductCards, toProductCard } from "./product-card";

/**
 * My Items (docs/product-rules.md#listings): every listing of the seller but deleted ones, newest first, with the
 * per-status counts of its tabs. A private seller's listings fit in one answer.
 */
export async function listOwnProducts(db: Database, sellerId: string) {
  const [rows, kept] = await Promise.all([
    selectProductCards(db)
      .where(and(eq(products.userId, sellerId), notDeleted))
      .orderBy(...newestFirst),
    listingsKeptBySales(db, sellerId),
  ]);
  // A listing an open or completed sale keeps cannot be deleted, so My Items offers no Delete.
  const items = rows.map((row) => ({ ...toProductCard(row), deletable: !kept.has(row.id) }));
  const counts = { all: items.length, active: 0, draft: 0, sold: 0 };
  for (const item of items) counts[item.status]++;
  return { items, counts };
}
