-- The feed's search finds the head word of a compound ('takki' finds 'talvitakki', 'tröja'
-- finds 'ylletröjor') and reads a searched page through one index from the newest listings
-- backwards, so a search fetches a few pages of rows at most, however many listings its words
-- match (docs/decisions/0018; bench/run.ts measures it).
--
-- btree_gin lets the equality filters (category, size, ...) live in the search's GIN index
-- beside the words, so a search within a category reads only that category's matches. It ships
-- with PostgreSQL (contrib) and is a trusted extension: the schema's owner may create it.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
-- Word endings: each form of a word (as written, Finnish key, Swedish key) of four or more
-- letters also spelt backwards, behind a '~' that no word contains. A search word's ending then
-- matches as a prefix: '~ikkat:*' finds 'talvitakki' ('~ikkatiivlat'). Finnish and Swedish put
-- the head of a compound last, so this finds compounds without a dictionary. Numbers have none.
CREATE FUNCTION word_endings_of(forms tsvector)
RETURNS tsvector
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
STRICT
AS $$ SELECT array_to_tsvector(coalesce(array_agg('~' || reverse(form)), '{}'))
  FROM unnest(tsvector_to_array(forms)) form
  WHERE length(form) >= 4 AND form !~ '^[0-9]+$' $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_vector_of(doc text)
RETURNS tsvector
LANGUAGE plpgsql
IMMUTABLE
PARALLEL SAFE
STRICT
AS $$
DECLARE
  words tsvector := to_tsvector('simple', doc);
  finnish tsvector := finnish_search_keys(lexemes_of(to_tsvector('finnish', doc) || words));
  swedish tsvector := swedish_search_keys(lexemes_of(to_tsvector('swedish', doc)));
BEGIN
  RETURN to_tsvector('english', doc) || words || finnish || swedish
    || word_endings_of(words || finnish || swedish);
END
$$;
--> statement-breakpoint
-- Every lexeme a listing's search vector has held, kept by the triggers below, so a search turns
-- a beginning or an ending into the lexemes that have it ('wool:*' into 'wool' | 'woollen') and
-- asks the index for those alone. The index finds a prefix too, but by reading every listing of
-- every lexeme it covers, at each step of a searched page (modules/products/feed-search.ts):
-- tens of milliseconds for a common word at a million listings, where the exact lexemes let the
-- index skip to the listings of the stretch of time it is asked for. "C" ordering, so that a
-- prefix is one range of the primary key.
CREATE TABLE "search_lexemes" ("lexeme" text COLLATE "C" PRIMARY KEY);
--> statement-breakpoint
-- Once per statement, with the statement's rows: a bulk load pays once, not per row. Sorted,
-- so two writers adding the same new lexemes wait for each other in one order, never in a cycle.
CREATE FUNCTION remember_search_lexemes()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme)
    SELECT DISTINCT lexeme FROM changed, unnest(tsvector_to_array(changed.search_vector)) lexeme
    ORDER BY lexeme
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_lexemes_inserted" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION remember_search_lexemes();
--> statement-breakpoint
CREATE TRIGGER "products_search_lexemes_updated" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION remember_search_lexemes();
--> statement-breakpoint
-- The lexemes that begin with `prefix`, as tsquery alternatives. More than 50 (a prefix as short
-- as a word's first three letters, in a large catalogue) stay one prefix term: the same matches,
-- read the slower way. NULL when no lexeme begins so, which then matches nothing.
CREATE FUNCTION search_terms_beginning(prefix text)
RETURNS text
LANGUAGE sql
STABLE
PARALLEL SAFE
STRICT
AS $$ SELECT CASE WHEN count(*) > 50 THEN tsquery_term(prefix, true) ELSE string_agg(tsquery_term(lexeme, false), ' | ') END
  FROM (SELECT lexeme FROM search_lexemes
        WHERE lexeme >= prefix AND lexeme < prefix || chr(1114111) ORDER BY lexeme LIMIT 51) found $$;
--> statement-breakpoint
-- One search word as any of its forms (migration 0015), and now also as the end of a longer word:
-- the word as written ('takki' finds 'talvitakki', 'takit' 'talvitakit'), its Finnish key
-- ('paita' and 'paidat' have 'pait', 'villapaidat' has 'villapait') and its Swedish key ('tröja'
-- has 'tröj', 'ylletröjor' 'ylletröj'), each of four or more letters: a three-letter key ends
-- too many unrelated words ('lämmin' has 'läm', which ends 'eläm', the key of 'elämä'). Every
-- beginning and ending is spelt out as the lexemes that have it (search_terms_beginning). Stable,
-- as it reads search_lexemes: the server asks for the query first and sends it to the feed's
-- statement as a constant, which the planner can weigh against the index's statistics.
CREATE OR REPLACE FUNCTION search_word_query(word text)
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
  swedish text;
BEGIN
  IF '{}' IN (sv, en, fi) THEN
    RETURN NULL;
  END IF;
  key := (tsvector_to_array(finnish_search_keys(fi[1])))[1];
  swedish := (tsvector_to_array(swedish_search_keys(sv[1])))[1];
  RETURN array_to_string(array[
    tsquery_term(swedish, false),
    tsquery_term(en[1], false),
    CASE WHEN length(word) >= 3 AND NOT number THEN search_terms_beginning(written) ELSE tsquery_term(written, false) END,
    CASE WHEN length(key) >= 5 THEN search_terms_beginning(key) ELSE tsquery_term(key, false) END,
    CASE WHEN length(word) >= 4 AND NOT number THEN search_terms_beginning('~' || reverse(written)) END,
    CASE WHEN length(key) >= 4 AND NOT number THEN search_terms_beginning('~' || reverse(key)) END,
    CASE WHEN length(swedish) >= 4 AND NOT number THEN search_terms_beginning('~' || reverse(swedish)) END
  ], ' | ')::tsquery;
END
$$;
--> statement-breakpoint
-- A search: every word must match; NULL when no word is left. Stable like search_word_query.
CREATE OR REPLACE FUNCTION product_search_query(words text[])
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
    one := search_word_query(word);
    IF one IS NOT NULL THEN
      result := CASE WHEN result IS NULL THEN one ELSE result && one END;
    END IF;
  END LOOP;
  RETURN result;
END
$$;
--> statement-breakpoint
-- Which stretches of time a listing was created in, at six lengths growing eightfold: 15
-- minutes, 2 hours, 16 hours, 5 1/3 days, 42 2/3 days and 341 1/3 days, counted from 1970 (so
-- a shorter stretch always lies within one longer one), each as level * 100,000,000 + its number.
-- A searched page asks the index for its words within the last two stretches of one length
-- (modules/products/feed-search.ts), the shortest first: the newest matches without reading the
-- older ones. Immutable: the difference of two timestamps, unlike the epoch of one, does not
-- depend on the session's time zone.
CREATE FUNCTION listing_time_buckets(created_at timestamptz)
RETURNS integer[]
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
STRICT
AS $$ SELECT array_agg(level * 100000000 + floor(extract(epoch FROM created_at - to_timestamp(0)) / (900 * 8 ^ level))::integer ORDER BY level)
  FROM generate_series(0, 5) level $$;
--> statement-breakpoint
-- Dropping the column drops its index (products_active_search_idx) too; adding it back computes
-- every listing's vector with the word endings.
ALTER TABLE "products" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector NOT NULL
  GENERATED ALWAYS AS (search_vector_of(product_search_text(title, category, brand, description))) STORED;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "created_buckets" integer[] NOT NULL
  GENERATED ALWAYS AS (listing_time_buckets(created_at)) STORED;
--> statement-breakpoint
CREATE INDEX "products_active_search_idx" ON "products" USING gin (search_vector, created_buckets, category, size, gender, condition, color, season, style, fabric) WHERE status = 'active';
--> statement-breakpoint
INSERT INTO search_lexemes (lexeme)
  SELECT DISTINCT lexeme FROM products, unnest(tsvector_to_array(search_vector)) lexeme ORDER BY lexeme;
--> statement-breakpoint
ANALYZE products;
