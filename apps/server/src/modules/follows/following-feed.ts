import { FEED_PAGE_SIZE } from "@kierto/shared";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products, sellerFollows } from "../../db/schema";
import { decodeCursor, encodeCursor } from "../../lib/page-cursor";
import { eitherBlocked } from "../blocks";
import { newestFirst, selectProductCards, toProductCard } from "../products";

/**
 * One page of the active listings of the sellers a person follows, newest first, with the feed's
 * cards and keyset cursor (docs/product-rules.md#following-sellers). Each followed seller gives at
 * most a page of their newest listings after the cursor, read from the end of their own index
 * (products_active_seller_idx); the page is the newest of those. So the work grows with the number
 * of sellers followed, not with how many listings they ever made, and the cards are read for the
 * page's 21 listings in one query.
 */
export async function readFollowingFeed(db: Database, followerId: string, cursor?: string) {
  const after = cursor ? decodeCursor(cursor) : undefined;
  const keyset = after ? sql`and (p.created_at, p.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``;
  // A literal: the planner sizes each seller's walk by it.
  const limit = sql.raw(String(FEED_PAGE_SIZE + 1));
  // In parentheses, as inArray() writes a subquery it is given as text after `in`.
  const pageIds: SQL = sql`(
    select latest.id from ${sellerFollows} f
    cross join lateral (
      select p.id, p.created_at from ${products} p
      where p.user_id = f.seller_id and p.status = 'active' ${keyset}
      order by p.created_at desc, p.id desc
      limit ${limit}
    ) latest
    where f.follower_id = ${followerId} and not ${eitherBlocked(sql`f.follower_id`, sql`f.seller_id`)}
    order by latest.created_at desc, latest.id desc
    limit ${limit})`;
  const rows = await selectProductCards(db, { viewerId: followerId })
    .where(inArray(products.id, pageIds))
    .orderBy(...newestFirst);
  const page = rows.slice(0, FEED_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toProductCard),
    nextCursor: rows.length > FEED_PAGE_SIZE && last ? encodeCursor({ createdAt: last.cursorTime, id: last.id }) : null,
  };
}
