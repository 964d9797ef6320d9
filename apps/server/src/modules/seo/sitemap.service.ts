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

/** A page of the sitemap: its address without a language, and when it last changed where known. */
export interface SitemapEntry {
  page: string;
  lastModified?: string;
}

/** Where a listing stands in the sitemap's order: oldest first, so new listings join the last file. */
export interface ListingKey {
  createdAt: string;
  id: string;
}

/** created_at to the microsecond: a millisecond Date would repeat or skip listings at a file's edge. */
const listingTime = sql`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const lastModified = sql`to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * A seller page worth a search: an account that is neither deleted nor suspended, with something
 * for sale. A seller with nothing for sale has a page, but nothing on it a searcher looks for.
 */
const listedSeller = sql`p.deleted_at is null and p.suspended_at is null
  and exists (select 1 from products l where l.user_id = p.id and l.status = 'active')`;

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

/**
 * Active listings after `after`, by a keyset on the feed's index (status, created_at, id), read
 * oldest first: each file is one index range, as fast at the millionth listing as at the first.
 * Sold, reserved, draft and deleted listings are not for sale and are not listed.
 */
export async function activeListings(db: Database, after: ListingKey | undefined, limit: number) {
  const found = await rows<{ id: string; last_modified: string }>(
    db,
    sql`select id, ${lastModified} as last_modified from products
      where status = 'active'
      ${after ? sql`and (created_at, id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
      order by created_at, id limit ${limit}`,
  );
  return found.map((row) => ({ page: `/product/${row.id}`, lastModified: row.last_modified }));
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
    sql`select cursor_time as "createdAt", id from (
        select ${listingTime} as cursor_time, id, row_number() over (order by created_at, id) as n
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
