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

/**
 * A searched page in a price order walks this many listings along the price index first. A word
 * in one listing of a hundred or more finds its page there; a rarer one (or none at all) would
 * walk the whole index, so past this the matches are read through the word index and sorted.
 */
export const PRICE_WALKED_LISTINGS = 2_000;

/** How a searched page in a price order is read: the walk along the price index, or every match sorted. */
export type PriceSearchPhase = "walk" | "all";

/** The page's ids in a price order: after the cursor's (price, id), as the index reads them. */
export function pricePageIds(db: Database, filters: SQL[], params: FeedParams, sort: PriceSort) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(and(...filters, afterPrice(params, sort)))
    .orderBy(...priceOrder(sort))
    .limit(FEED_PAGE_SIZE + 1);
}

/**
 * A searched page's ids in a price order. `walk`: the next PRICE_WALKED_LISTINGS listings that
 * pass the filters, in price order, matched against the words (the LIMIT keeps the planner from
 * walking further). `all`: every match through the word index, sorted (OFFSET 0 keeps the planner
 * from walking the price index for a word it cannot weigh).
 */
export function priceSearchPageIds(
  filters: SQL[],
  params: FeedParams,
  sort: PriceSort,
  search: SQL,
  phase: PriceSearchPhase,
): SQL {
  const direction = sql.raw(sort === "price_asc" ? "asc" : "desc");
  const where = and(...filters, afterPrice(params, sort));
  const source =
    phase === "walk"
      ? sql`select ${products.id} as id, ${products.priceCents} as price, ${products}.search_vector as words
          from ${products} where ${where} order by ${sql.join(priceOrder(sort), sql`, `)} limit ${sql.raw(String(PRICE_WALKED_LISTINGS))}`
      : sql`select ${products.id} as id, ${products.priceCents} as price from ${products}
          where ${and(where, sql`${products}.search_vector @@ ${search}`)} offset 0`;
  const matched = phase === "walk" ? sql`where page.words @@ ${search}` : sql``;
  // In parentheses, as inArray() writes a subquery it is given as text after `in`.
  return sql`(select page.id from (${source}) page ${matched}
    order by page.price ${direction}, page.id ${direction} limit ${sql.raw(String(FEED_PAGE_SIZE + 1))})`;
}

function afterPrice(params: FeedParams, sort: PriceSort): SQL | undefined {
  const beyond = sort === "price_asc" ? sql.raw(">") : sql.raw("<");
  return "cursorId" in params
    ? sql`(${products.priceCents}, ${products.id}) ${beyond} (${sql.placeholder("cursorPrice")}::int, ${sql.placeholder("cursorId")}::uuid)`
    : undefined;
}
