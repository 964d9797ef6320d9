import { FEED_PAGE_SIZE } from "@kierto/shared";
import { and, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { newestFirst } from "./product-card";

/** More words than this add little to a second-hand search and only cost index work. */
const MAX_SEARCH_WORDS = 5;
/**
 * The lengths of time listing_time_buckets() (migration 0018) files every listing under: each
 * eight times the one before, from 15 minutes to 341 1/3 days, numbered from 1970. Must match
 * that function.
 */
const BUCKET_SECONDS = 900;
const BUCKET_GROWTH = 8;
const BUCKET_LEVELS = 6;
/** listing_time_buckets() numbers a level's stretches from level * LEVEL_BASE. */
const LEVEL_BASE = 100_000_000;
/**
 * How many of one length's buckets a step reads back, the one `from` falls in included: the last
 * two (at least one length back), then the last four (at least three), then the next length's
 * last two (at least eight). A step reads at most about five times as far back as the one before,
 * so a step after one that fell short fetches about five pages of matches at most.
 */
const STEP_WIDTHS = [2, 4];
const WIDEST_STEP = Math.max(...STEP_WIDTHS);
/**
 * A search starts at the first step whose stretch holds at least this many of the newest listings
 * (any listing, matching or not): shorter ones would hold a page only for words in one listing of
 * 200 or more, and each step costs an index scan whatever it finds, where fetching and sorting a
 * few hundred rows more costs less (the figures: docs/decisions/0023). Found through the
 * feed's own index, so a step's length follows how fast listings arrive, and a quiet night or a
 * cursor deep in the past starts where listings are. A catalogue with fewer listings than this has
 * its matches read at once.
 */
const FIRST_STEP_LISTINGS = 4_000;
/**
 * Before any step, this many of the newest listings are read in feed order and the words matched
 * on them: a word in one listing of 20 or more (a description's 'home', 'kunnossa') finds its page
 * there for a few hundred rows at most, where the first step would fetch every match in its
 * stretch (thousands for such a word). A rarer word costs the walk, a few hundred rows.
 */
const WALKED_LISTINGS = 400;

/**
 * The feed's search (docs/product-rules.md#feed) as a tsquery: every word must be found in the
 * title, category, brand or description, in any of its Finnish, Swedish or English forms, or
 * beginning or ending a word (docs/decisions/0014, 0018). Undefined when the search has no words,
 * or only stop words ('ja', 'och'), which filter nothing. Asked on its own round trip, for the
 * featured feed's search, which reads every match to rank them: its statement takes the query as a
 * constant for the planner to weigh. The newest-first search computes it inside its statement
 * (searchPageIds).
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
  if (!search) return [];
  return (
    search
      .normalize("NFC")
      .match(/[\p{L}\p{M}\p{N}]+/gu)
      ?.slice(0, MAX_SEARCH_WORDS) ?? []
  );
}

/** The listings whose search vector the query matches. */
export function matching(query: SQL): SQL {
  return sql`${products}.search_vector @@ ${query}`;
}

/** One step back in time: the buckets a searched page asks the index for, and when the oldest begins. */
export interface SearchStep {
  buckets: number[];
  start: Date;
}

/** The values searchPageIds() reads, by placeholder name, for a search read back from `from`. */
export function searchParams(words: string[], from: number) {
  const seconds = Math.floor(from / 1000);
  const steps = searchSteps(seconds);
  return {
    searchWords: words,
    searchSteps: steps.map((step) => step.buckets),
    searchStepStarts: steps.map((step) => step.start.toISOString()),
    searchAheadFrom: new Date((Math.floor(seconds / BUCKET_SECONDS) + 1) * BUCKET_SECONDS * 1000).toISOString(),
  };
}

/**
 * The steps, shortest stretch first: at every length the bucket `seconds` falls in and the ones
 * before it, as many as STEP_WIDTHS says. The buckets are padded to one width with repeats of the
 * oldest, as a PostgreSQL array of arrays is rectangular (a repeat matches nothing more).
 */
export function searchSteps(seconds: number): SearchStep[] {
  return Array.from({ length: BUCKET_LEVELS }, (_, level) => {
    const length = BUCKET_SECONDS * BUCKET_GROWTH ** level;
    const bucket = Math.floor(seconds / length);
    return STEP_WIDTHS.map((width) => ({
      buckets: Array.from(
        { length: WIDEST_STEP },
        (_, back) => level * LEVEL_BASE + bucket - Math.min(back, width - 1),
      ),
      start: new Date((bucket - width + 1) * length * 1000),
    }));
  }).flat();
}

/**
 * The ids of a searched feed page (one more than a page, newest first) whose cost follows the
 * page, not the number of listings the words match, in one statement with the search's tsquery
 * (product_search_query reads search_lexemes, so it runs once, as the first CTE).
 *
 * The planner cannot know how many listings a word matches (its statistics know only the commoner
 * words), and whatever it reads matching listings through, the work would grow with the listings:
 * every match of a common word fetched and sorted, or every listing walked for a word that matches
 * nothing. So the word index itself is asked for the matches in a stretch of time before `from`
 * (the cursor's time, or now), and a longer stretch only when that held less than a page
 * (searchSteps). As the index holds each listing's buckets of time (created_buckets) beside its
 * words and its equality filters, it returns only the matches within the stretch. The steps are
 * the rows of a lateral join under a LIMIT 1, so they run in order and stop at the first that
 * holds a page; when none does, every match is read ('older'). Steps shorter than the stretch of
 * the newest FIRST_STEP_LISTINGS listings are left out ('recent').
 *
 * The first step asks the index for the words and the time alone and checks the equality filters
 * (`rowFilters`) on the rows it reads: a filter's posting list in the index is long (a category
 * holds a sixth of all listings), and intersecting it cost more than reading the few hundred
 * matches of the first stretch at most. Later steps, further back, ask the index for the filters
 * too, so a common word within a rare size reads only that size's matches.
 *
 * Every step covers all the time from its start to `from`, and listings newer than the shortest
 * bucket ends (`ahead`: none unless created in the future, or by a clock ahead of this one) are
 * read on their own through the feed order and join every step: the newest page of any step that
 * holds a page is the feed's, so no listing is skipped whichever step answers.
 *
 * A search of stop words only has no tsquery and filters nothing ('unsearched').
 *
 * Every value is a placeholder (searchParams), so the statement is built and prepared once per
 * shape (feed-statements.ts) and PostgreSQL may keep a generic plan: the plan must not depend on
 * the values, which is why `ahead` matches through ts_match_vq (the function behind @@), which
 * the word index cannot serve: planned without its time, it could otherwise read every match.
 */
export function searchPageIds(filters: SQL | undefined, after: SQL | undefined, rowFilters: SQL | undefined): SQL {
  // Constants in the text, not parameters: the planner sizes the page's joins by them.
  const page = sql.raw(String(FEED_PAGE_SIZE + 1));
  const where = and(filters, after);
  const query = sql`(select query from search_query)`;
  const matches = sql`${products}.search_vector @@ ${query}`;
  const aheadFrom = sql`${sql.placeholder("searchAheadFrom")}::timestamptz`;
  const notAhead = sql`${products.createdAt} < ${aheadFrom}`;
  const steps = sql`${sql.placeholder("searchSteps")}::integer[]`;
  const within = sql`${products}.created_buckets && (${steps})[step.number:step.number]`;
  const order = sql.join([...newestFirst], sql`, `);
  const listing = sql`${products.id} as id, ${products.createdAt} as created_at from ${products}`;
  const walkedShort = sql`(select count(*) from walked) < ${page}`;
  return sql`(
    with search_query as materialized (
      select product_search_query(${sql.placeholder("searchWords")}::text[]) as query
    ),
    recent as materialized (
      select ${products.createdAt} as created_at from ${products}
      where ${and(sql`${products.status} = 'active'`, after)}
      order by ${order} offset ${sql.raw(String(FIRST_STEP_LISTINGS - 1))} limit 1
    ),
    walked as materialized (
      select ${products.id} as id, ${products.createdAt} as created_at
      from (
        select * from ${products}
        where ${and(sql`${products.status} = 'active'`, after)}
        order by ${order} limit ${sql.raw(String(WALKED_LISTINGS))}
      ) as ${products}
      where ${and(rowFilters, matches)}
      order by ${order} limit ${page}
    ),
    ahead as materialized (
      select ${listing}
      where ${and(where, sql`${products.createdAt} >= ${aheadFrom}`, sql`ts_match_vq(${products}.search_vector, ${query})`)}
      order by ${order} limit ${page}
    ),
    stretch as materialized (
      select found.ids, found.times
      from (
        select number, number = min(number) over () as first
        from generate_subscripts(${steps}, 1) as step(number)
        where ${walkedShort} and (${sql.placeholder("searchStepStarts")}::timestamptz[])[number] <= (select created_at from recent)
      ) as step,
      lateral (
        select array_agg(id) as ids, array_agg(created_at) as times from (
          (select ${listing}
            where ${and(sql`step.first`, rowFilters, after, notAhead, within, matches)}
            order by ${order} limit ${page})
          union all
          (select ${listing}
            where ${and(sql`not step.first`, where, notAhead, within, matches)}
            order by ${order} limit ${page})
        ) top
      ) found
      where coalesce(cardinality(found.ids), 0) + (select count(*) from ahead) >= ${page}
      limit 1
    ),
    older as materialized (
      select ${listing}
      where ${and(walkedShort, sql`not exists (select from stretch)`, sql`${query} is not null`, where, notAhead, matches)}
    ),
    unsearched as (
      select ${listing}
      where ${and(sql`${query} is null`, where)}
      order by ${order} limit ${page}
    )
    select id from (
      select id, created_at from walked where not ${walkedShort}
      union all select id, created_at from ahead where ${walkedShort}
      union all select held.id, held.created_at from stretch, unnest(stretch.ids, stretch.times) as held(id, created_at)
      union all select id, created_at from older
      union all select id, created_at from unsearched
    ) candidates
    order by created_at desc nulls last, id desc nulls last
    limit ${page}
  )`;
}
