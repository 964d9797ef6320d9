import { ATTRIBUTE_COLUMNS, isMaxPriceApplied, isMinPriceApplied, type SavedSearchFilters } from "@kierto/shared";
import { sql } from "drizzle-orm";
import { EQUALITY_FILTERS } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { searchTiers, searchWords } from "../products";

type EqualityFilter = (typeof EQUALITY_FILTERS)[number];

/**
 * A saved search's filters in the columns a new listing is matched against (saved_searches in
 * the schema), read by the feed's own rules: the same equality filters, brand and city as ILIKE
 * patterns, the price slider's ends as no bound, and the words as the feed's search reads them,
 * with its first tier for words that name an option value (feed-tiers.ts).
 */
export function matchingColumns(filters: SavedSearchFilters) {
  const words = searchWords(filters.search);
  const equal = Object.fromEntries(EQUALITY_FILTERS.map((column) => [column, filters[column] ?? null])) as {
    [Column in EqualityFilter]: NonNullable<SavedSearchFilters[Column]> | null;
  };
  const tiers = searchTiers(filters);
  const wordValues = tiers
    ? Object.fromEntries(
        ATTRIBUTE_COLUMNS.flatMap((column) => {
          const value = tiers[0][column];
          return value && !filters[column] ? [[column, value]] : [];
        }),
      )
    : null;
  const otherWords = tiers ? searchWords(tiers[0].search) : [];
  const columns = {
    ...equal,
    brandPattern: filters.brand ? containing(filters.brand) : null,
    cityPattern: filters.city ? containing(filters.city) : null,
    minPriceCents: isMinPriceApplied(filters.minPrice) ? Math.round(filters.minPrice * 100) : null,
    maxPriceCents: isMaxPriceApplied(filters.maxPrice) ? Math.round(filters.maxPrice * 100) : null,
    wordsQuery: words.length > 0 ? sql`saved_search_query(${textArray(words)})` : null,
    wordValues,
    otherWordsQuery: tiers && otherWords.length > 0 ? sql`saved_search_query(${textArray(otherWords)})` : null,
    matchKeys:
      words.length > 0
        ? sql`saved_search_match_keys(saved_search_query(${textArray(words)}), ${JSON.stringify(wordValues ?? {})}::jsonb)`
        : null,
  };
  const filtersSomething =
    words.length > 0 || Object.entries(columns).some(([key, value]) => key !== "wordValues" && value !== null);
  if (!filtersSomething) {
    throw new HttpError(400, "SAVED_SEARCH_EMPTY", "Choose a filter or type a word before saving the search.");
  }
  return columns;
}

const textArray = (words: string[]) =>
  sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;

/** An ILIKE pattern matching the text anywhere, with % and _ taken literally (as the feed's brand and city). */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
