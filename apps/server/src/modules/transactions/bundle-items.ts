import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products, saleItems, transactions } from "../../db/schema";
import { coverPhotoOf, toCover } from "../products";

export interface BundleSummary {
  items: { id: string; title: string; priceCents: number; cover: { cardUrl: string; fullUrl: string } | null }[];
  subtotalCents: number;
  discountPercent: number;
  discountCents: number;
}

/**
 * The items of the bundles among these sales (docs/decisions/0082), each at the price it was
 * checked out at, with the discount; a single-item sale is absent from the map, and its screens
 * read as before.
 */
export async function bundlesOf(db: Database, saleIds: string[]): Promise<Map<string, BundleSummary>> {
  const found = new Map<string, BundleSummary>();
  if (saleIds.length === 0) return found;
  const cover = coverPhotoOf(db);
  const rows = await db
    .select({
      saleId: saleItems.transactionId,
      id: products.id,
      title: products.title,
      priceCents: sql<number>`coalesce(${saleItems.priceCents}, ${products.priceCents})`,
      discountPercent: transactions.bundleDiscountPercent,
      discountCents: transactions.bundleDiscountCents,
      cover: { cardKey: cover.cardKey, fullKey: cover.fullKey },
    })
    .from(saleItems)
    .innerJoin(transactions, eq(transactions.id, saleItems.transactionId))
    .innerJoin(products, eq(products.id, saleItems.productId))
    .leftJoinLateral(cover, sql`true`)
    .where(and(inArray(saleItems.transactionId, saleIds), isNotNull(transactions.bundleDiscountCents)))
    .orderBy(asc(products.title), asc(products.id));
  for (const row of rows) {
    const bundle = found.get(row.saleId) ?? {
      items: [],
      subtotalCents: 0,
      discountPercent: row.discountPercent ?? 0,
      discountCents: row.discountCents ?? 0,
    };
    bundle.items.push({ id: row.id, title: row.title, priceCents: row.priceCents, cover: toCover(row.cover) });
    bundle.subtotalCents += row.priceCents;
    found.set(row.saleId, bundle);
  }
  return found;
}
