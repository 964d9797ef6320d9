import { FEED_PAGE_SIZE } from "@kierto/shared";
import { and, type SQL, sql } from "drizzle-orm";
import { products } from "../../db/schema";
import { newestFirst } from "./product-card";

/** More words than this add little to a second-hand search and only cost index work. */
const MAX_SEARCH_WORDS = 5;
/**
 * How many of the newest listings (that pass the other filters) a search reads in feed order
 * before it turns to the word index. A word in one listing of 200 fills its page here; a rarer
 * one matches at most 5,000 of a million listings, few enough to read from the index and sort.
 * About the square root of 21 times a million, where the two phases' worst cases meet.
 */
const SEARCH_WINDOW = 4000;

/**
 * The feed's search (docs/product-rules.md#feed) as a tsquery: every word must be found in the
 * title, category, brand or description, in any of its Finnish, Swedish or English forms
 * (docs/decisions/0014). product_search_query() (migration 0015) is immutable, so the planner
 * folds it to a constant: NULL for a search of stop words alone ('ja', 'och'), which filters
 * nothing. Undefined when the search has no words at all.
 */
export function searchQuery(search: string | undefined): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return sql`product_search_query(array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[])`;
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

/** The listings whose search vector (products.search_vector unless told) the query matches. */
export function matching(query: SQL, vector: SQL = sql`${products}.search_vector`): SQL {
  return sql`(${query} is null or ${vector} @@ ${query})`;
}

/**
 * The ids of a searched feed page (one more than a page, newest first) in one statement whose
 * cost stays bounded however many listings the words match. Left to itself, the planner guesses
 * a word's matches from statistics that only know the commoner words: guessing a word that
 * matches nothing as common walks every listing in feed order, and a common one as rare sorts
 * hundreds of thousands. So:
 * 1. `recent`: the newest SEARCH_WINDOW listings that pass the other filters (`where`), searched
 *    in feed order; it stops as soon as a page is found, so a common word reads few listings.
 * 2. Only when that found less than a page: `matches`, every listing the words match, read
 *    through the word index (so fewer than one in 200 of them) and sorted.
 */
export function searchPageIds(where: SQL | undefined, query: SQL): SQL {
  const page = FEED_PAGE_SIZE + 1;
  return sql`(
    with recent as materialized (
      select newest.id, newest.created_at from (
        select ${products.id} as id, ${products.createdAt} as created_at, ${products}.search_vector
        from ${products} where ${where}
        order by ${sql.join([...newestFirst], sql`, `)} limit ${SEARCH_WINDOW}
      ) newest
      where ${matching(query, sql`newest.search_vector`)}
      order by newest.created_at desc nulls last, newest.id desc nulls last
      limit ${page}
    ),
    matches as materialized (
      select ${products.id} as id, ${products.createdAt} as created_at
      from ${products} where ${and(where, matching(query))}
    )
    select id from recent where (select count(*) from recent) = ${page}
    union all
    (select id from matches where (select count(*) from recent) < ${page}
      order by created_at desc nulls last, id desc nulls last limit ${page})
  )`;
}
