import { FEED_PAGE_SIZE, type FeedSort } from "@kierto/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { EQUALITY_FILTERS, products } from "../../db/schema";
import type { FeedParams } from "./feed-statements";

type EqualityFilter = (typeof EQUALITY_FILTERS)[number];

/**
 * A page filtered on two or more of the equality filters ('Purple' and 'Shoes', or a search's
 * 'musta mekko' read as Black and Dresses) walks this many listings first. The planner weighs a
 * combination as if its filters were independent, and its plan is kept for every value, so for a
 * combination that is rare or absent it walked one filter's index to its end: 75,000 listings and
 * 80 ms for Purple Shoes at a million. Within the walk, a combination in one listing of a hundred
 * of the walked filter's finds its page; a rarer one is read whole through the word index, which
 * holds every equality filter and intersects them (2 ms for one without a listing).
 */
export const COMBINED_WALKED_LISTINGS = 4_000;

/**
 * The filter whose own index a newest-first walk reads, the one with the most values first: the
 * fewer listings a value holds, the sooner the walk is through them, and the likelier one of them
 * is to pass the other filters.
 */
const WALK_PREFERENCE: readonly EqualityFilter[] = [
  "size",
  "subcategory",
  "color",
  "fabric",
  "style",
  "condition",
  "category",
  "season",
  "gender",
];

/** Whether the request filters on enough equality filters to be read in the two phases below. */
export function filtersCombined(params: FeedParams): boolean {
  return EQUALITY_FILTERS.filter((column) => column in params).length >= 2;
}

/** How a page of combined filters is read: the bounded walk, or every match sorted. */
export type CombinedFiltersPhase = "walk" | "all";

/**
 * The page's ids for combined filters. `walk`: the next COMBINED_WALKED_LISTINGS listings in the
 * order (newest first: those of the preferred filter's value, through its own index), checked
 * against every filter. `all`: every listing that passes the filters, sorted (OFFSET 0 keeps the
 * planner from walking an index in the order for a combination it cannot weigh). The walked rows
 * keep the table's name, so `rowFilters` (the filters but the status, which the walk already
 * holds to) and `order` read them as they read the table; they carry only the columns those
 * read, all of which the walked indexes hold (migration 0053), so the walk never reads the table
 * unless the request filters on the brand, city or seller.
 */
export function combinedFiltersPageIds(
  params: FeedParams,
  { filters, rowFilters }: { filters: SQL[]; rowFilters: SQL[] },
  keyset: SQL | undefined,
  order: readonly SQL[],
  { sort, phase }: { sort: FeedSort; phase: CombinedFiltersPhase },
): SQL {
  const ordered = sql.join([...order], sql`, `);
  const page = sql.raw(String(FEED_PAGE_SIZE + 1));
  const columns = sql.join(
    walkedColumns(params, sort).map((column) => products[column]),
    sql`, `,
  );
  const source =
    phase === "walk"
      ? sql`select ${columns} from ${products}
          where ${and(sql`${products.status} = 'active'`, keyset, sort === "newest" ? walkedFilter(params) : undefined)}
          order by ${ordered} limit ${sql.raw(String(COMBINED_WALKED_LISTINGS))}`
      : sql`select ${columns} from ${products} where ${and(...filters, keyset)} offset 0`;
  // In parentheses, as inArray() writes a subquery it is given as text after `in`.
  return sql`(select ${products.id} from (${source}) as ${products} where ${and(...rowFilters)}
    order by ${ordered} limit ${page})`;
}

type ProductColumn = keyof typeof products.$inferSelect;

/** The columns the page's order and filters read, and no others. */
function walkedColumns(params: FeedParams, sort: FeedSort): ProductColumn[] {
  const ordered: ProductColumn[] =
    sort === "newest"
      ? ["createdAt", "id"]
      : sort === "favorites"
        ? ["recentFavorites", "createdAt", "id"]
        : ["priceCents", "id"];
  const filtered = EQUALITY_FILTERS.filter((column) => column in params || `excluded_${column}` in params);
  const other: ProductColumn[] = [];
  if ("minPriceCents" in params || "maxPriceCents" in params) other.push("priceCents");
  if ("brand" in params) other.push("brand");
  if ("city" in params) other.push("city");
  if ("seller" in params) other.push("userId");
  return [...new Set([...ordered, ...filtered, ...other])];
}

/** The preferred filter of those the request has, as the condition its index serves. */
function walkedFilter(params: FeedParams): SQL | undefined {
  const column = WALK_PREFERENCE.find((name) => name in params);
  return column ? eq(products[column], sql.placeholder(column)) : undefined;
}
