import { FEED_PAGE_SIZE, type FeedSort, type ProductFeedQuery } from "@kierto/shared";
import { and, asc, desc, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import type { FeedParams } from "./feed-statements";

export type PriceSort = Extract<FeedSort, "price_asc" | "price_desc">;

/** The order a request asks for: `sort`, or the older `featured=true`, which is `favorites`. */
export function feedSort(query: Partial<Pick<ProductFeedQuery, "sort" | "featured">>): FeedSort {
  if (query.sort) return query.sort;
  return query.featured === true ? "favorites" : "newest";
}

export function isPriceSort(sort: FeedSort): sort is PriceSort {
  return sort === "price_asc" || sort === "price_desc";
}

/**
 * Cheapest or dearest first; listings of one price by id, in the same direction, so the keyset
 * (price, id) is one row comparison and products_active_price_idx (price_cents, id) serves both
 * orders, the dearest first as a backward scan.
 */
export function priceOrder(sort: PriceSort): SQL[] {
  return sort === "price_asc"
    ? [asc(products.priceCents), asc(products.id)]
    : [desc(products.priceCents), desc(products.id)];
}

/** The page's ids in a price order: after the cursor's (price, id), as the index reads them. */
export function pricePageIds(db: Database, filters: SQL[], params: FeedParams, sort: PriceSort) {
  const beyond = sort === "price_asc" ? sql.raw(">") : sql.raw("<");
  const after =
    "cursorId" in params
      ? sql`(${products.priceCents}, ${products.id}) ${beyond} (${sql.placeholder("cursorPrice")}::int, ${sql.placeholder("cursorId")}::uuid)`
      : undefined;
  return db
    .select({ id: products.id })
    .from(products)
    .where(and(...filters, after))
    .orderBy(...priceOrder(sort))
    .limit(FEED_PAGE_SIZE + 1);
}
