import { FEED_PAGE_SIZE } from "@kierto/shared";
import { and, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { newestFirst } from "./product-card";

/** More words than this add little to a second-hand search and only cost index work. */
const MAX_SEARCH_WORDS = 5;
/**
 * The stretches of time a searched page looks back over, shortest first: each eight times the
 * one before, from 15 minutes to 341 1/3 days, as listing_time_buckets() (migration 0018) files
 * every listing under them. Must match that function.
 */
const BUCKET_SECONDS = 900;
const BUCKET_GROWTH = 8;
const BUCKET_LEVELS = 6;
/** listing_time_buckets() numbers a level's stretches from level * LEVEL_BASE. */
const LEVEL_BASE = 100_000_000;

/**
 * The feed's search (docs/product-rules.md#feed) as a tsquery: every word must be found in the
 * title, category, brand or description, in any of its Finnish, Swedish or English forms, or
 * beginning or ending a word (docs/decisions/0014, 0018). product_search_query() (migrations 0015,
 * 0018) reads which lexemes begin or end so, so it is asked first and its answer goes to the
 * feed's statement as a constant the planner can weigh. Undefined when the search has no words,
 * or only stop words ('ja', 'och'), which filter nothing.
 */
export async function searchQuery(db: Database, search: string | undefined): Promise<SQL | undefined> {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const result = await db.execute<{ query: string | null }>(
    sql`select product_search_query(array[${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[])::text as query`,
  );
  const query = result.rows[0]?.query;
  return query ? sql`${query}::tsquery` : undefined;
}

/** Letters and digits make words; spaces and punctuation part them, as they do in a listing's text. */
export function searchWords(search: string | undefined): string[] {
  return (
    (search ?? "")
      .normalize("NFC")
      .match(/[\p{L}\p{M}\p{N}]+/gu)
      ?.slice(0, MAX_SEARCH_WORDS) ?? []
  );
}

/** The listings whose search vector the query matches. */
export function matching(query: SQL): SQL {
  return sql`${products}.search_vector @@ ${query}`;
}

/**
 * The ids of a searched feed page (one more than a page, newest first) whose cost follows the
 * page, not the number of listings the words match. Left to itself, the planner guesses a word's
 * matches from statistics that only know the commoner words, and whatever it reads matching
 * listings through (the word index, or the feed order) the work grows with the listings: every
 * match of a common word fetched and sorted, or every listing walked for a word that matches
 * nothing. So the word index itself is asked for the matches in a stretch of time before `from`
 * (the cursor's time, or now), the shortest first (15 minutes) and eight times longer each time
 * that held less than a page; as the index holds each listing's stretches (created_buckets)
 * beside its words and its equality filters, it returns only the matches within the stretch, and
 * the first stretch holding a page holds at most about eight pages of them. Each step runs only if
 * the one before found too few (a one-time filter in the plan); after the longest, all matches.
 *
 * A stretch is the last two of one length, the one `from` falls in and the one before it, so it
 * covers at least one length back from `from`. Listings newer than the shortest stretch ends
 * (`ahead`: none unless created in the future, or by a clock ahead of this one) are read on
 * their own through the feed order and belong to every stretch, so each step holds every match
 * from its start onwards, and its newest page is the feed's.
 */
export function searchPageIds(where: SQL | undefined, query: SQL, from: number): SQL {
  const page = FEED_PAGE_SIZE + 1;
  const seconds = Math.floor(from / 1000);
  const aheadFrom = new Date((Math.floor(seconds / BUCKET_SECONDS) + 1) * BUCKET_SECONDS * 1000);
  const notAhead = sql`${products.createdAt} < ${aheadFrom.toISOString()}::timestamptz`;
  const steps = Array.from({ length: BUCKET_LEVELS }, (_, level) => {
    const bucket = Math.floor(seconds / (BUCKET_SECONDS * BUCKET_GROWTH ** level)) + level * LEVEL_BASE;
    return sql`${products}.created_buckets && array[${bucket - 1}, ${bucket}]::integer[]`;
  });
  const name = (step: number) => sql.identifier(`step_${step}`);
  const found = (step: number) => sql`(select count(*) from ahead) + (select count(*) from ${name(step)}) >= ${page}`;
  // A CASE, not AND, so the steps are asked in order and a later one is never run early.
  const runs = (step: number) =>
    step === 0
      ? sql`true`
      : sql`case ${sql.join(
          Array.from({ length: step }, (_, before) => sql`when ${found(before)} then false`),
          sql` `,
        )} else true end`;
  const stepQuery = (step: number, within: SQL | undefined) => sql`${name(step)} as materialized (
      select ${products.id} as id, ${products.createdAt} as created_at from ${products}
      where ${and(runs(step), where, notAhead, within, matching(query))}
    )`;
  return sql`(
    with ahead as materialized (
      select ${products.id} as id, ${products.createdAt} as created_at from ${products}
      where ${and(where, sql`${products.createdAt} >= ${aheadFrom.toISOString()}::timestamptz`, matching(query))}
      order by ${sql.join([...newestFirst], sql`, `)} limit ${page}
    ),
    ${sql.join([...steps.map((within, step) => stepQuery(step, within)), stepQuery(steps.length, undefined)], sql`, `)}
    select id from (
      select id, created_at from ahead
      ${sql.join(
        Array.from({ length: steps.length + 1 }, (_, step) => sql`union select id, created_at from ${name(step)}`),
        sql` `,
      )}
    ) found
    order by created_at desc nulls last, id desc nulls last
    limit ${page}
  )`;
}
