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
 * A searched page in an order other than newest walks this many listings along the order's index
 * first. A word in one listing of two hundred or more finds its page there; a rarer one (or none
 * at all) would walk the whole index, so past this the matches are read through the word index and
 * sorted. About the square root of 21 times a million listings: the longest walk and the most
 * matches read afterwards then cost about the same (docs/decisions/0089).
 */
export const ORDER_WALKED_LISTINGS = 4_000;

/** How a searched page in a price or favourites order is read: the walk along the index, or every match sorted. */
export type OrderedSearchPhase = "walk" | "all";

/** The most favourited order (`nulls last` as the index is declared, so it serves the order). */
export const mostFavoritedFirst = [
  sql`${products.recentFavorites} desc nulls last`,
  sql`${products.createdAt} desc nulls last`,
  sql`${products.id} desc nulls last`,
];

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
 * A searched page's ids in a price or the most favourited order. `walk`: the next
 * ORDER_WALKED_LISTINGS listings that pass the filters, in the order, matched against the words
 * (the LIMIT keeps the planner from walking further). `all`: every match through the word index,
 * sorted (OFFSET 0 keeps the planner from walking the order's index for a word it cannot weigh:
 * 4.3 s for a word without a match at a million listings).
 */
export function orderedSearchPageIds(
  filters: SQL[],
  after: SQL | undefined,
  sort: PriceSort | "favorites",
  search: SQL,
  phase: OrderedSearchPhase,
): SQL {
  const where = and(...filters, after);
  const columns = sql`${products.id} as id, ${products.priceCents} as price,
    ${products.recentFavorites} as favourites, ${products.createdAt} as created`;
  const order = sort === "favorites" ? mostFavoritedFirst : priceOrder(sort);
  const source =
    phase === "walk"
      ? sql`select ${columns}, ${products}.search_vector as words from ${products} where ${where}
          order by ${sql.join(order, sql`, `)} limit ${sql.raw(String(ORDER_WALKED_LISTINGS))}`
      : sql`select ${columns} from ${products} where ${and(where, sql`${products}.search_vector @@ ${search}`)} offset 0`;
  const matched = phase === "walk" ? sql`where page.words @@ ${search}` : sql``;
  const pageOrder = sql.raw(
    sort === "favorites"
      ? "page.favourites desc, page.created desc, page.id desc"
      : sort === "price_asc"
        ? "page.price asc, page.id asc"
        : "page.price desc, page.id desc",
  );
  // In parentheses, as inArray() writes a subquery it is given as text after `in`.
  return sql`(select page.id from (${source}) page ${matched} order by ${pageOrder}
    limit ${sql.raw(String(FEED_PAGE_SIZE + 1))})`;
}

export function afterPrice(params: FeedParams, sort: PriceSort): SQL | undefined {
  const beyond = sort === "price_asc" ? sql.raw(">") : sql.raw("<");
  return "cursorId" in params
    ? sql`(${products.priceCents}, ${products.id}) ${beyond} (${sql.placeholder("cursorPrice")}::int, ${sql.placeholder("cursorId")}::uuid)`
    : undefined;
}
