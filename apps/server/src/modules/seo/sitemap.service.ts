import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** The information pages and the feed, which every sitemap lists in each language. */
export const INFORMATION_PAGES = [
  "/",
  "/about",
  "/how-it-works",
  "/terms",
  "/privacy",
  "/dispute-policy",
  "/contact",
  "/faq",
] as const;

/** A page of the sitemap: its address without a language. */
export interface SitemapEntry {
  page: string;
}

/** Where a listing stands in the sitemap's order: oldest first, so new listings join the last file. */
export interface ListingKey {
  createdAt: string;
  id: string;
}

/** created_at to the microsecond: a millisecond Date would repeat or skip listings at a file's edge. */
const listingTime = sql`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A seller page worth a search: an account that is neither deleted nor suspended, with something
 * for sale. A seller with nothing for sale has a page, but nothing on it a searcher looks for.
 */
const listedSeller = sql`p.deleted_at is null and p.suspended_at is null
  and exists (select 1 from products l where l.user_id = p.id and l.status = 'active')`;

/**
 * The feed index backwards, nulls and all: the index keeps nulls last in its descending order, so
 * only `nulls first` matches it read backwards (there are none: the columns are not null, which
 * the planner does not take into account). A plain `order by created_at` sorts the whole table.
 */
const OLDEST_FIRST = sql`created_at asc nulls first, id asc nulls first`;

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

/**
 * Active listings after `after`, by a keyset on the feed's index (status, created_at desc nulls
 * last, id desc nulls last), read backwards, oldest first: each file is one range of that index, read from the index alone (no table rows,
 * no sort), as fast at the millionth listing as at the first. Sold, reserved, draft and deleted
 * listings are not for sale and are not listed. No lastmod: updated_at is in each listing's table
 * row, a random read per address where the index alone answers now (ADR 0063).
 */
export async function activeListings(db: Database, after: ListingKey | undefined, limit: number) {
  const found = await rows<{ id: string }>(
    db,
    sql`select id from products
      where status = 'active'
      ${after ? sql`and (created_at, id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
      order by ${OLDEST_FIRST} limit ${limit}`,
  );
  return found.map((row): SitemapEntry => ({ page: `/product/${row.id}` }));
}

/** Listed sellers after `after`, by a keyset on the profiles' primary key. */
export async function listedSellers(db: Database, after: string | undefined, limit: number): Promise<SitemapEntry[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`select p.id from profiles p where ${listedSeller}
      ${after ? sql`and p.id > ${after}::uuid` : sql``}
      order by p.id limit ${limit}`,
  );
  return found.map((row) => ({ page: `/user/${row.id}` }));
}

export async function countSitemapPages(db: Database): Promise<{ listings: number; sellers: number }> {
  const [counts] = await rows<{ listings: number; sellers: number }>(
    db,
    sql`select (select count(*)::int from products where status = 'active') as listings,
      (select count(*)::int from profiles p where ${listedSeller}) as sellers`,
  );
  return counts ?? { listings: 0, sellers: 0 };
}

/**
 * Where each file of `perFile` listings starts: nowhere for the first, then after the last listing
 * of each full file. One pass over the index, numbering its rows, so the index of the sitemap
 * names every file by its keyset and no file is read with an OFFSET.
 */
export async function listingFileStarts(db: Database, perFile: number): Promise<(ListingKey | undefined)[]> {
  const ends = await rows<ListingKey>(
    db,
    // The time is written out for the file starts only, not for every row numbered.
    sql`select ${listingTime} as "createdAt", id from (
        select created_at, id, row_number() over (order by ${OLDEST_FIRST}) as n
        from products where status = 'active'
      ) numbered where n % ${perFile} = 0 order by n`,
  );
  return [undefined, ...ends];
}

/** The same for the listed sellers. */
export async function sellerFileStarts(db: Database, perFile: number): Promise<(string | undefined)[]> {
  const ends = await rows<{ id: string }>(
    db,
    sql`select id from (
        select p.id, row_number() over (order by p.id) as n from profiles p where ${listedSeller}
      ) numbered where n % ${perFile} = 0 order by n`,
  );
  return [undefined, ...ends.map((row) => row.id)];
}
