import type { Size, Subcategory } from "@kierto/shared";
import { sql } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id } from "./columns";
import { categoryEnum, colorEnum, conditionEnum, fabricEnum, genderEnum, seasonEnum, styleEnum } from "./enums";
import { products } from "./products";

/** A text search query, as the words of a saved search are kept for matching (saved_search_query()). */
const tsquery = customType<{ data: string }>({ dataType: () => "tsquery" });

/**
 * A person's saved feed search (docs/product-rules.md#saved-searches, docs/decisions/0081).
 * `filters` is the feed query as saved, for opening the feed again; the columns beside it are the
 * same filters in the form a new listing is matched against, one column per feed filter (null:
 * any), so a new filter of the feed is a new column here and a new line in the matcher.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    filters: jsonb("filters").$type<Record<string, string | number | boolean>>().notNull(),
    category: categoryEnum("category"),
    /** Catalogue codes, text as on the listing (size-systems.ts and catalogue.ts in the shared package). */
    subcategory: text("subcategory").$type<Subcategory>(),
    size: text("size").$type<Size>(),
    gender: genderEnum("gender"),
    condition: conditionEnum("condition"),
    color: colorEnum("color"),
    season: seasonEnum("season"),
    style: styleEnum("style"),
    fabric: fabricEnum("fabric"),
    /** ILIKE patterns, as the feed filters brand and city ('%text%'). */
    brandPattern: text("brand_pattern"),
    cityPattern: text("city_pattern"),
    minPriceCents: integer("min_price_cents"),
    maxPriceCents: integer("max_price_cents"),
    /** Every word, as the feed's search reads them; null when the search has none (or only stop words). */
    wordsQuery: tsquery("words_query"),
    /**
     * The feed's first tier for words that name an option value ('takki' is Outerwear,
     * feed-tiers.ts): those values, and the query of the remaining words (null: none).
     */
    wordValues: jsonb("word_values").$type<Record<string, string>>(),
    otherWordsQuery: tsquery("other_words_query"),
    /**
     * For a search with words: every term its words' queries hold (a prefix term as its prefix)
     * and the option values they name ('category=Outerwear'), saved_search_match_keys(). A listing
     * it matches has one of them among its lexemes, their beginnings or its values.
     */
    matchKeys: text("match_keys").array(),
    /** New matches are those found after this: the owner opened the search, or saved it. */
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId, t.createdAt),
    // The matcher's ways in (matching-searches.ts): searches with words by the keys a listing
    // holds; the others by whether their category and size admit the listing's, four exact
    // probes (each value or any). Every other filter is checked on the rows found.
    index("saved_searches_match_keys_idx").using("gin", t.matchKeys),
    index("saved_searches_category_size_idx").on(t.category, t.size).where(sql`words_query is null`),
  ],
);

/**
 * A listing found for a saved search: at most once per listing and search, whatever retries the
 * job makes; the new-match counts of the saved-search page read these.
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    id: id(),
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("saved_search_matches_search_product_unique").on(t.savedSearchId, t.productId),
    index("saved_search_matches_search_time_idx").on(t.savedSearchId, t.createdAt),
    index("saved_search_matches_product_idx").on(t.productId),
  ],
);
