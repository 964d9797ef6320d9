import { ATTRIBUTE_COLUMNS } from "@kierto/shared";
import { and, type SQL, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { EQUALITY_FILTERS, products, savedSearches as s } from "../../db/schema";
import { eitherBlocked } from "../blocks";

/** The listing's value of an equality filter admits a search that names it, or names none. */
const admits = (column: (typeof EQUALITY_FILTERS)[number]) =>
  sql`(${s[column]} is null or ${s[column]} = l.${sql.identifier(column)})`;

const probes = sql.join(
  [
    sql`(${s.category} = l.category and ${s.size} = l.size)`,
    sql`(${s.category} = l.category and ${s.size} is null)`,
    sql`(${s.category} is null and ${s.size} = l.size)`,
    sql`(${s.category} is null and ${s.size} is null)`,
  ],
  sql` or `,
);

/** The listing's option values that a search's words may name (feed-tiers.ts), as JSON to compare with word_values. */
const namedValues = sql.raw(
  `jsonb_build_object(${ATTRIBUTE_COLUMNS.map((column) => `'${column}', l.${column}`).join(", ")})`,
);

/**
 * The keys a search with words is found by (saved_search_match_keys in migration 0047): the
 * listing's lexemes, each one's beginnings of three letters or more (a prefix term matches those),
 * and its option values as 'column=value'.
 */
const listingKeys = sql.raw(`array(
  select left(lexeme, n) from unnest(tsvector_to_array(l.search_vector)) lexeme, generate_series(3, length(lexeme)) n
  union select lexeme from unnest(tsvector_to_array(l.search_vector)) lexeme
  union select key from unnest(array[${ATTRIBUTE_COLUMNS.map((column) => `'${column}=' || l.${column}`).join(", ")}]) key
    where key is not null)`);

/**
 * The saved searches a listing matches (docs/product-rules.md#saved-searches): what the feed
 * with the search's filters would show it for. Two index reads find the candidates: the searches
 * with words whose keys the listing holds (a GIN index over match_keys), and the searches
 * without words whose category and size admit the listing's. The other filters, then the words
 * (a tsquery per search, checked against this one listing's search vector), are checked on those
 * rows only. Never the seller's own searches, nor those of anyone the seller blocked or who
 * blocked the seller.
 */
export async function matchingSearches(
  db: Database | Tx,
  productId: string,
): Promise<{ id: string; userId: string }[]> {
  const result = await db.execute<{ id: string; user_id: string }>(matchingSearchesQuery(productId));
  return result.rows.map((row) => ({ id: row.id, userId: row.user_id }));
}

/** The statement of matchingSearches(), on its own for EXPLAIN (the bench). */
export function matchingSearchesQuery(productId: string): SQL {
  const conditions = and(
    ...EQUALITY_FILTERS.map(admits),
    sql`(${s.brandPattern} is null or l.brand ilike ${s.brandPattern})`,
    sql`(${s.cityPattern} is null or l.city ilike ${s.cityPattern})`,
    sql`(${s.minPriceCents} is null or l.price_cents >= ${s.minPriceCents})`,
    sql`(${s.maxPriceCents} is null or l.price_cents <= ${s.maxPriceCents})`,
    sql`${s.userId} <> l.user_id`,
    sql`(${s.wordsQuery} is null or l.search_vector @@ ${s.wordsQuery}
      or (${s.wordValues} is not null and ${namedValues} @> ${s.wordValues}
        and (${s.otherWordsQuery} is null or l.search_vector @@ ${s.otherWordsQuery})))`,
    sql`not ${eitherBlocked(s.userId, sql`l.user_id`)}`,
  );
  return sql`
    with l as materialized (
      select * from ${products} where ${products.id} = ${productId} and ${products.status} = 'active'
    ),
    keys as materialized (select ${listingKeys} as keys from l)
    select ${s.id} as id, ${s.userId} as user_id from l, ${s}
    where ${s.matchKeys} && (select keys from keys) and ${conditions}
    union all
    select ${s.id}, ${s.userId} from l, ${s}
    where ${s.wordsQuery} is null and (${probes}) and ${conditions}`;
}
