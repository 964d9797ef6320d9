import {
  ATTRIBUTE_COLUMNS,
  type AttributeValues,
  FEED_PAGE_SIZE,
  type FeedSort,
  isMaxPriceApplied,
  isMinPriceApplied,
  type ProductFeedQuery,
} from "@kierto/shared";
import { and, eq, gte, ilike, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { EQUALITY_FILTERS, products } from "../../db/schema";
import { decodeCursor, encodeCursor, type FeedCursor } from "../../lib/page-cursor";
import { combinedFiltersPageIds, filtersCombined } from "./feed-combined-filters";
import {
  afterPrice,
  feedSort,
  isPriceSort,
  mostFavoritedFirst,
  type OrderedSearchPhase,
  orderedSearchPageIds,
  priceOrder,
  pricePageIds,
} from "./feed-orders";
import { searchPageIds, searchParams, searchQuery, searchWords } from "./feed-search";
import { type FeedParams, feedStatement } from "./feed-statements";
import { newestFirst, type ProductCardRow, selectProductCards, toProductCard } from "./product-card";

/**
 * The validated query parameters; absent ones do not filter. `excluded`: listings with all of
 * these values are left out (a search's second tier, feed-tiers.ts).
 */
export type FeedQuery = Partial<ProductFeedQuery> & { excluded?: AttributeValues };

/**
 * One page of active listings, newest first, cheapest or dearest first, or most favourited lately,
 * filtered as docs/product-rules.md#feed describes, with gender filtered on the server too.
 *
 * The page's ids come first, from `products` alone, so the filter, sort and limit run before
 * any join; the seller, cover and hearts are then read for those 21 listings only, however
 * many listings matched or however the planner misjudges a text search.
 *
 * Every value travels as a named parameter (feedParams), so one built statement serves every
 * request of its shape: which parameters are present (feed-statements.ts, ADR 0020). A search
 * newest first is one such statement with its words (feed-search.ts); the other orders, which
 * sort every match, ask for the search's tsquery first and plan with it.
 */
export async function readFeedPage(db: Database, query: FeedQuery, viewerId?: string): Promise<FeedPage> {
  const sort = feedSort(query);
  const cursor = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
  const params = feedParams(query, cursor, viewerId);
  const words = searchWords(query.search);
  if (sort !== "newest" && words.length > 0) {
    const search = await searchQuery(db, query.search);
    if (search) {
      // The walk along the order's index first; only a word it finds too rarely reads every match.
      const walked = await buildFeed(db, params, sort, search, "walk").execute(params);
      if (walked.length > FEED_PAGE_SIZE) return toPage(walked, sort);
      return toPage(await buildFeed(db, params, sort, search, "all").execute(params), sort);
    }
  }
  if (words.length === 0 && filtersCombined(params)) {
    // The bounded walk first; only a combination it finds too rarely reads every match.
    const walked = feedStatement(db, params, sort, () => buildFeed(db, params, sort, undefined, "walk"), "walk");
    const rows = await walked.execute(params);
    if (rows.length > FEED_PAGE_SIZE) return toPage(rows, sort);
    const all = feedStatement(db, params, sort, () => buildFeed(db, params, sort, undefined, "all"), "all");
    return toPage(await all.execute(params), sort);
  }
  if (sort === "newest" && words.length > 0) Object.assign(params, searchParams(words, searchFrom(cursor)));
  const rows = await feedStatement(db, params, sort, () => buildFeed(db, params, sort)).execute(params);
  return toPage(rows, sort);
}

/**
 * The page's statement for these parameters' names, values as placeholders. A newest-first search
 * is one of them (searchPageIds); the other orders' searches take their tsquery as a constant.
 * `phase` is how a search in another order, or a page of combined filters, reads its listings.
 */
function buildFeed(db: Database, params: FeedParams, sort: FeedSort, search?: SQL, phase: OrderedSearchPhase = "all") {
  const filters = feedFilters(params);
  const rank = sort === "favorites" ? sql<number>`${products.recentFavorites}` : undefined;
  const cards = selectProductCards(db, {
    viewerId: "viewerId" in params ? sql.placeholder("viewerId") : undefined,
    rank,
  });
  const order = isPriceSort(sort) ? priceOrder(sort) : rank ? mostFavoritedFirst : newestFirst;
  let pageIds: SQL | ReturnType<typeof newestPageIds>;
  if (search && sort !== "newest") {
    const keyset = isPriceSort(sort) ? afterPrice(params, sort) : afterFavorites(params);
    pageIds = orderedSearchPageIds(filters, keyset, sort, search, phase);
  } else if (!("searchWords" in params) && filtersCombined(params)) {
    const keyset = isPriceSort(sort) ? afterPrice(params, sort) : rank ? afterFavorites(params) : after(params);
    const rowFilters = feedFilters(params, { active: false });
    pageIds = combinedFiltersPageIds(params, { filters, rowFilters }, keyset, order, { sort, phase });
  } else if (isPriceSort(sort)) {
    pageIds = pricePageIds(db, filters, params, sort);
  } else if (sort === "favorites") {
    pageIds = featuredPageIds(db, filters, params);
  } else if ("searchWords" in params) {
    pageIds = searchPageIds(and(...filters), after(params), and(...feedFilters(params, { checkedOnRows: true })));
  } else {
    pageIds = newestPageIds(db, filters, params);
  }
  return cards.where(inArray(products.id, pageIds)).orderBy(...order);
}

/**
 * The feed's values by placeholder name; a filter that is absent has no entry. Text and prices
 * arrive here already in the form the SQL compares (an ILIKE pattern, cents).
 */
export function feedParams(query: FeedQuery, cursor?: FeedCursor, viewerId?: string): FeedParams {
  const params: FeedParams = {};
  for (const column of EQUALITY_FILTERS) {
    const value = query[column];
    if (value) params[column] = value;
  }
  if (query.brand) params.brand = containing(query.brand);
  if (query.city) params.city = containing(query.city);
  // docs/product-rules.md#feed: the slider's ends mean "no bound".
  if (isMinPriceApplied(query.minPrice)) params.minPriceCents = Math.round(query.minPrice * 100);
  if (isMaxPriceApplied(query.maxPrice)) params.maxPriceCents = Math.round(query.maxPrice * 100);
  if (query.seller) params.seller = query.seller;
  if (cursor) {
    params.cursorTime = cursor.createdAt;
    params.cursorId = cursor.id;
    params.cursorRank = cursor.rank ?? 0;
    if (cursor.priceCents !== undefined) params.cursorPrice = cursor.priceCents;
  }
  for (const [column, value] of Object.entries(query.excluded ?? {})) params[`excluded_${column}`] = value;
  if (viewerId) params.viewerId = viewerId;
  return params;
}

/** Where a search looks back from: the cursor's listing, or now for a first page. */
function searchFrom(cursor: FeedCursor | undefined): number {
  const time = cursor ? Date.parse(cursor.createdAt) : Number.NaN;
  return Number.isNaN(time) ? Date.now() : time;
}

/** The keyset condition of the newest-first order: listings after the cursor's one. */
function after(params: FeedParams) {
  return "cursorId" in params
    ? sql`(${products.createdAt}, ${products.id}) < (${sql.placeholder("cursorTime")}::timestamptz, ${sql.placeholder("cursorId")}::uuid)`
    : undefined;
}

function newestPageIds(db: Database, filters: SQL[], params: FeedParams) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(and(...filters, after(params)))
    .orderBy(...newestFirst)
    .limit(FEED_PAGE_SIZE + 1);
}

/** The most favourited order: recent favourites (a stored count, recent-favorites.ts), then newest. */
function featuredPageIds(db: Database, filters: SQL[], params: FeedParams) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(and(...filters, afterFavorites(params)))
    .orderBy(...mostFavoritedFirst)
    .limit(FEED_PAGE_SIZE + 1);
}

/** The most favourited order's keyset condition: listings after the cursor's one. */
function afterFavorites(params: FeedParams) {
  return "cursorId" in params
    ? sql`(${products.recentFavorites}, ${products.createdAt}, ${products.id}) < (${sql.placeholder("cursorRank")}::int, ${sql.placeholder("cursorTime")}::timestamptz, ${sql.placeholder("cursorId")}::uuid)`
    : undefined;
}

/** A page, and the cursor after each of its items (a tiered search joins two pages at any item). */
export interface FeedPage {
  items: ReturnType<typeof toProductCard>[];
  nextCursor: string | null;
  cursors: string[];
}

/** One extra row was read to learn whether another page exists without a count. */
function toPage(rows: ProductCardRow[], sort: FeedSort): FeedPage {
  const page = rows.slice(0, FEED_PAGE_SIZE);
  const cursors = page.map((row) =>
    encodeCursor({ createdAt: row.cursorTime, id: row.id, rank: row.rank, priceCents: row.priceCents }, sort),
  );
  const nextCursor = rows.length > FEED_PAGE_SIZE ? (cursors.at(-1) ?? null) : null;
  return { items: page.map(toProductCard), nextCursor, cursors };
}

/** Every filter but the search, which listFeed() applies by the order it reads the feed in. */
export function feedFilters(params: FeedParams, { checkedOnRows = false, active = true } = {}): SQL[] {
  // A literal rather than a parameter, so the planner can match the partial feed indexes.
  // `active: false` leaves it out, for rows already read as active listings.
  const filters: SQL[] = active ? [sql`${products.status} = 'active'`] : [];
  const value = (name: string) => sql.placeholder(name);
  for (const column of EQUALITY_FILTERS) {
    if (!(column in params)) continue;
    const equal = eq(products[column], value(column));
    // `is true` is the same test for a row, but no index condition: checked on the rows read.
    filters.push(checkedOnRows ? sql`(${equal}) is true` : equal);
  }
  if ("brand" in params) filters.push(ilike(products.brand, value("brand")));
  if ("city" in params) filters.push(ilike(products.city, value("city")));
  if ("minPriceCents" in params) filters.push(gte(products.priceCents, value("minPriceCents")));
  if ("maxPriceCents" in params) filters.push(lte(products.priceCents, value("maxPriceCents")));
  if ("seller" in params) filters.push(eq(products.userId, value("seller")));
  const excluded = ATTRIBUTE_COLUMNS.filter((column) => `excluded_${column}` in params).map(
    (column) => sql`(${eq(products[column], value(`excluded_${column}`))}) is true`,
  );
  if (excluded.length > 0) filters.push(sql`not (${and(...excluded)})`);
  return filters;
}

/** An ILIKE pattern matching the text anywhere (brand and city), with the user's % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
