import { FOLLOWED_SELLER_DIGEST_MINUTES } from "@kierto/shared";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Tx } from "../../db/client";
import { notifications, products, profiles, sellerFollows } from "../../db/schema";
import { eitherBlocked } from "../blocks";
import { getsNewsOf, notificationTemplates } from "../notifications";
import { listingPublishedJob } from "../products";

type NoticeDeps = Pick<AppDeps, "db" | "jobs" | "realtime">;
type Listing = { id: string; title: string; sellerId: string; sellerName: string };
type Told = { userId: string; id: string };

/**
 * docs/product-rules.md#following-sellers: a listing that went live tells each follower of its
 * seller, through the channels they chose, at most once per seller in an hour. The first listing
 * of the hour makes a notification (the bell, and mail when the person has it on); a listing
 * published within the hour after that joins it (the newest listing and how many there are)
 * instead of making another, and is not mailed again. Returns how many followers were told.
 */
export async function tellFollowers(deps: NoticeDeps, productId: string): Promise<number> {
  const told = await deps.db.transaction(async (tx) => {
    const [listing] = await tx
      .select({
        id: products.id,
        title: products.title,
        status: products.status,
        sellerId: products.userId,
        sellerName: profiles.displayName,
      })
      .from(products)
      .innerJoin(profiles, eq(profiles.id, products.userId))
      .where(eq(products.id, productId));
    // Deleted or sold before the job ran: nothing to look at any more.
    if (listing?.status !== "active") return [];
    // One seller's listings are told of one at a time, so two published at the same moment
    // cannot both open an hour's notification for the same follower.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kierto-new-listing-notices:${listing.sellerId}`}))`);
    const now = deps.jobs.now();
    const hourStart = new Date(now.getTime() - FOLLOWED_SELLER_DIGEST_MINUTES * 60_000);
    const joined = await joinOpenNotices(tx, listing, hourStart);
    const made = await makeNotices(tx, listing, now, hourStart);
    return [...joined, ...made];
  });
  // Committed: the followers' bells can now load the notifications by id, and mail is queued.
  await deps.realtime.publish(
    ...told.map(({ userId, id }) => ({ type: "notification" as const, userIds: [userId], id })),
  );
  return told.length;
}

/**
 * Adds the listing to each follower's notification of this seller made within the hour (of those
 * who still follow). A run of the job that is tried again finds the listing there already and
 * counts it once.
 */
async function joinOpenNotices(tx: Tx, listing: Listing, hourStart: Date): Promise<Told[]> {
  const open = await tx
    .selectDistinctOn([notifications.userId], {
      id: notifications.id,
      userId: notifications.userId,
      productId: sql<string | null>`${notifications.data}->>'productId'`,
    })
    .from(notifications)
    .innerJoin(
      sellerFollows,
      and(eq(sellerFollows.followerId, notifications.userId), eq(sellerFollows.sellerId, listing.sellerId)),
    )
    .where(
      and(
        eq(notifications.type, "new_listing"),
        sql`${notifications.data}->>'sellerId' = ${listing.sellerId}`,
        gt(notifications.createdAt, hourStart),
      ),
    )
    .orderBy(notifications.userId, desc(notifications.createdAt));
  const toJoin = open.filter((notice) => notice.productId !== listing.id).map((notice) => notice.id);
  if (toJoin.length > 0) {
    await tx
      .update(notifications)
      .set({
        data: sql`${notifications.data} || jsonb_build_object(
          'productId', ${listing.id}::text,
          'productTitle', ${listing.title}::text,
          'count', coalesce((${notifications.data}->>'count')::int, 1) + 1)`,
      })
      .where(inArray(notifications.id, toJoin));
  }
  return open.map(({ userId, id }) => ({ userId, id }));
}

/**
 * A notification for each follower who has none of this seller's within the hour, in one insert:
 * only followers who get this news by some channel, and never across a block.
 */
async function makeNotices(tx: Tx, listing: Listing, now: Date, hourStart: Date): Promise<Told[]> {
  const content = notificationTemplates.newListing({
    sellerId: listing.sellerId,
    // The web app writes the text from these, in the reader's language.
    sellerName: listing.sellerName,
    productId: listing.id,
    productTitle: listing.title,
  });
  const result = await tx.execute<{ id: string; user_id: string }>(sql`
    insert into ${notifications} (user_id, type, title, message, data, created_at)
    select f.follower_id, ${content.type}::notification_type, ${content.title}, ${content.message}, ${JSON.stringify(content.data)}::jsonb, ${now.toISOString()}::timestamptz
    from ${sellerFollows} f
    where f.seller_id = ${listing.sellerId}
      and not ${eitherBlocked(sql`f.follower_id`, sql`f.seller_id`)}
      and ${getsNewsOf("followed_sellers", sql`f.follower_id`)}
      and not exists (
        select 1 from ${notifications} n
        where n.user_id = f.follower_id and n.type = 'new_listing'
          and n.data->>'sellerId' = ${listing.sellerId} and n.created_at > ${hourStart.toISOString()}::timestamptz)
    returning id, user_id`);
  return result.rows.map((row) => ({ userId: row.user_id, id: row.id }));
}

export function registerNewListingNotices(deps: NoticeDeps) {
  deps.jobs.register(listingPublishedJob, async ({ productId }) => {
    await tellFollowers(deps, productId);
  });
}
