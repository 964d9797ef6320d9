ALTER TYPE "public"."notification_type" ADD VALUE 'saved_search_match';--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_search_product_unique" UNIQUE("saved_search_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"category" "category",
	"subcategory" text,
	"size" text,
	"gender" "gender",
	"condition" "condition",
	"color" "color",
	"season" "season",
	"style" "style",
	"fabric" "fabric",
	"brand_pattern" text,
	"city_pattern" text,
	"min_price_cents" integer,
	"max_price_cents" integer,
	"words_query" "tsquery",
	"word_values" jsonb,
	"other_words_query" "tsquery",
	"match_keys" text[],
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_matches_search_time_idx" ON "saved_search_matches" USING btree ("saved_search_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_search_matches_product_idx" ON "saved_search_matches" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_match_keys_idx" ON "saved_searches" USING gin ("match_keys");--> statement-breakpoint
CREATE INDEX "saved_searches_category_size_idx" ON "saved_searches" USING btree ("category","size") WHERE words_query is null;--> statement-breakpoint
-- hand-written:
-- A saved search's word as the feed's search reads it (search_word_query, migrations 0018, 0019
-- and 0048), with every beginning and ending as one prefix term instead of the lexemes that have
-- it today: the same matches on any one listing, but none missed for a listing whose words are
-- new since the search was saved. Matching checks one listing's vector, where a prefix term is
-- cheap; the feed asks an index over all listings, which needs the lexemes spelt out. Keep the
-- two alike. One difference: a three-letter Finnish key's ending is a plain prefix term here,
-- without the feed's "three letters longer" rule (a tsquery term cannot say how long the rest
-- is), which is what the feed itself falls back to when more than 50 words have that ending.
CREATE FUNCTION saved_search_word_query(word text)
RETURNS tsquery
LANGUAGE plpgsql
STABLE
PARALLEL SAFE
STRICT
AS $$
DECLARE
  sv text[] := ts_lexize('swedish_stem', word);
  en text[] := ts_lexize('english_stem', word);
  fi text[] := ts_lexize('finnish_stem', word);
  written text := (ts_lexize('simple', word))[1];
  number boolean := word ~ '^[0-9]+$';
  key text;
  base text;
  swedish text;
BEGIN
  IF '{}' IN (sv, en, fi) THEN
    RETURN NULL;
  END IF;
  key := (tsvector_to_array(finnish_search_keys(fi[1])))[1];
  base := finnish_plural_base_key(word, key);
  swedish := (tsvector_to_array(swedish_search_keys(sv[1])))[1];
  RETURN array_to_string(array[
    tsquery_term(swedish, false),
    tsquery_term(en[1], false),
    tsquery_term(written, length(word) >= 3 AND NOT number),
    tsquery_term(key, length(key) >= 5),
    tsquery_term(base, length(base) >= 5),
    CASE WHEN length(word) >= 4 AND NOT number THEN tsquery_term('~' || reverse(written), true) END,
    CASE WHEN length(key) >= 3 AND NOT number THEN tsquery_term('~' || reverse(key), true) END,
    CASE WHEN length(base) >= 3 THEN tsquery_term('~' || reverse(base), true) END,
    CASE WHEN length(swedish) >= 4 AND NOT number THEN tsquery_term('~' || reverse(swedish), true) END
  ], ' | ')::tsquery;
END
$$;
--> statement-breakpoint
-- Every word must match, as in product_search_query; NULL when no word is left.
CREATE FUNCTION saved_search_query(words text[])
RETURNS tsquery
LANGUAGE plpgsql
STABLE
PARALLEL SAFE
STRICT
AS $$
DECLARE
  word text;
  one tsquery;
  result tsquery;
BEGIN
  FOREACH word IN ARRAY words LOOP
    one := saved_search_word_query(word);
    IF one IS NOT NULL THEN
      result := CASE WHEN result IS NULL THEN one ELSE result && one END;
    END IF;
  END LOOP;
  RETURN result;
END
$$;
--> statement-breakpoint
-- The keys a saved search with words is found by (saved_searches.match_keys): every term of its
-- query, a prefix term as its prefix, and each option value its words name ('category=Outerwear',
-- the feed's first tier). A listing it matches holds one of them among its lexemes, their
-- beginnings or its own values (matching-searches.ts builds those), so the index finds every
-- search a listing may match, and the query itself decides on those few.
CREATE FUNCTION saved_search_match_keys(query tsquery, word_values jsonb)
RETURNS text[]
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$ SELECT array(
  SELECT replace(found[1], '''''', '''') FROM regexp_matches(query::text, $re$'((?:[^']|'')*)'$re$, 'g') found
  UNION
  SELECT key || '=' || value FROM jsonb_each_text(coalesce(word_values, '{}'::jsonb)) AS named(key, value)
) $$;
