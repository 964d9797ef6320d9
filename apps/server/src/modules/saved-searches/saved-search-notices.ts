import { SAVED_SEARCH_DIGEST_MINUTES } from "@kierto/shared";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Tx } from "../../db/client";
import { notifications, products, savedSearches, savedSearchMatches } from "../../db/schema";
import { getsNewsOf, notificationTemplates } from "../notifications";
import { listingPublishedSearchesJob } from "../products";
import { matchingSearches } from "./matching-searches";

type NoticeDeps = Pick<AppDeps, "db" | "jobs" | "realtime">;
type Told = { userId: string; id: string };

/**
 * docs/product-rules.md#saved-searches: a listing that went live is matched against every saved
 * search; each search it matches records it once (saved_search_matches, for the page's new-match
 * count) and tells its owner through the channels they chose, at most once per search in an
 * hour: the first match of the hour makes a notification (the bell, and mail when the person has
 * it on), later ones join it. Returns how many searches it matched for the first time.
 */
export async function tellSavedSearchOwners(deps: NoticeDeps, productId: string): Promise<number> {
  const { found, told } = await deps.db.transaction(async (tx) => {
    const matched = await matchingSearches(tx, productId);
    if (matched.length === 0) return { found: 0, told: [] };
    // The searches' rows, locked in one order: two listings matching the same search at once are
    // told of one after the other, so they cannot both open the hour's notification.
    const ids = matched.map((search) => search.id).sort();
    await tx.execute(
      sql`select 1 from ${savedSearches} where ${savedSearches.id} in ${sql`(${sql.join(ids, sql`, `)})`} order by ${savedSearches.id} for update`,
    );
    const now = deps.jobs.now();
    const fresh = await recordMatches(tx, ids, productId, now);
    if (fresh.length === 0) return { found: 0, told: [] };
    const hourStart = new Date(now.getTime() - SAVED_SEARCH_DIGEST_MINUTES * 60_000);
    const joined = await joinOpenNotices(tx, fresh, productId, hourStart);
    const made = await makeNotices(tx, fresh, productId, now, hourStart);
    return { found: fresh.length, told: [...joined, ...made] };
  });
  // Committed: the bells can load the notifications by id, and mail is queued for new ones.
  await deps.realtime.publish(
    ...told.map(({ userId, id }) => ({ type: "notification" as const, userIds: [userId], id })),
  );
  return found;
}

/** The searches that had not found this listing before: a run tried again finds none new. */
async function recordMatches(tx: Tx, ids: string[], productId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .insert(savedSearchMatches)
    .values(ids.map((savedSearchId) => ({ savedSearchId, productId, createdAt: now })))
    .onConflictDoNothing()
    .returning({ savedSearchId: savedSearchMatches.savedSearchId });
  return rows.map((row) => row.savedSearchId);
}

const idList = (ids: string[]) => sql`array[${sql.join(ids, sql`, `)}]::uuid[]`;

/** Adds the listing to each search's notification made within the hour: the newest listing, and one more. */
async function joinOpenNotices(tx: Tx, searchIds: string[], productId: string, hourStart: Date): Promise<Told[]> {
  const result = await tx.execute<{ id: string; user_id: string }>(sql`
    update ${notifications} n set data = n.data || jsonb_build_object(
        'productId', p.id::text,
        'productTitle', p.title,
        'count', coalesce((n.data->>'count')::int, 1) + 1)
    from ${products} p
    where p.id = ${productId}
      and n.type = 'saved_search_match'
      and n.data->>'savedSearchId' = any(${idList(searchIds)}::text[])
      and n.created_at > ${hourStart.toISOString()}::timestamptz
    returning n.id, n.user_id`);
  return result.rows.map((row) => ({ userId: row.user_id, id: row.id }));
}

/**
 * A notification for each search with none within the hour, in one insert: only for owners who
 * get this news by some channel.
 */
async function makeNotices(
  tx: Tx,
  searchIds: string[],
  productId: string,
  now: Date,
  hourStart: Date,
): Promise<Told[]> {
  const { type, title, message } = notificationTemplates.savedSearchMatch({
    savedSearchId: "",
    searchName: "",
    productId,
    productTitle: "",
  });
  const result = await tx.execute<{ id: string; user_id: string }>(sql`
    insert into ${notifications} (user_id, type, title, message, data, created_at)
    select s.user_id, ${type}::notification_type, ${title}, ${message},
      jsonb_build_object('savedSearchId', s.id::text, 'searchName', s.name, 'productId', p.id::text, 'productTitle', p.title, 'count', 1),
      ${now.toISOString()}::timestamptz
    from ${savedSearches} s, ${products} p
    where p.id = ${productId}
      and s.id = any(${idList(searchIds)})
      and ${getsNewsOf("saved_searches", sql`s.user_id`)}
      and not exists (
        select 1 from ${notifications} n
        where n.user_id = s.user_id and n.type = 'saved_search_match'
          and n.data->>'savedSearchId' = s.id::text and n.created_at > ${hourStart.toISOString()}::timestamptz)
    returning id, user_id`);
  return result.rows.map((row) => ({ userId: row.user_id, id: row.id }));
}

export function registerSavedSearchMatching(deps: NoticeDeps) {
  deps.jobs.register(listingPublishedSearchesJob, async ({ productId }) => {
    await tellSavedSearchOwners(deps, productId);
  });
}

/**
 * Ends the hour of a person's saved-search notifications now, as if it had passed: the next match
 * opens a new one (and is mailed, if mail is on). For the browser journeys' test clock
 * (development only, dev/test-data).
 */
export async function endSavedSearchHoursNow(deps: Pick<AppDeps, "db">, userId: string): Promise<number> {
  const aged = await deps.db.execute(sql`
    update ${notifications} set created_at = created_at - make_interval(mins => ${SAVED_SEARCH_DIGEST_MINUTES})
    where user_id = ${userId} and type = 'saved_search_match'`);
  return aged.rowCount ?? 0;
}
