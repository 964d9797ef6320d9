import { FEED_COUNT_CAP } from "@kierto/shared";
import { and, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { type FeedQuery, feedFilters, feedParams } from "./feed.service";
import { matching, searchQuery, searchWords } from "./feed-search";

/**
 * How many active listings the feed's filters and search find (docs/product-rules.md#feed: the
 * count above the results), whatever the order. Counting stops one past FEED_COUNT_CAP, so a
 * common filter costs a bounded index walk and reads as 'over 1,000'; its own request, so the
 * feed's page never waits for it. A search of stop words only counts every listing, as it
 * filters nothing. A tiered search (feed-tiers.ts) counts each tier with this, the second only up
 * to `limit`, what the first left of the cap.
 */
export async function countFeedTier(db: Database, query: FeedQuery, limit = FEED_COUNT_CAP + 1): Promise<number> {
  const params = feedParams(query);
  const filters = feedFilters(params);
  const search = searchWords(query.search).length > 0 ? await searchQuery(db, query.search) : undefined;
  const where = and(...filters, ...(search ? [matching(search)] : []));
  // The filters' placeholders get their values in one go (feedParams), as the feed's own statement does.
  const capped = db.select({ one: sql`1` }).from(products).where(where).limit(limit).as("capped");
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped).execute(params);
  return row?.count ?? 0;
}
