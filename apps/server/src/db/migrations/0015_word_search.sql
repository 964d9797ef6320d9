-- The feed's search matches words in Finnish, Swedish and English through full-text search
-- (docs/decisions/0014): 'takki' finds 'takit' and 'takin', 'villapaita' finds 'villapaidat',
-- 'ylletröja' finds 'ylletröjor'. Trigrams stay for the brand and city filters' part-of-a-name
-- matches. Everything here is plain SQL over the text search configurations every PostgreSQL
-- ships, so a managed server needs no dictionary files.
--
-- Finnish keys: the Finnish stemmer strips case endings but keeps consonant gradation apart
-- (takki -> 'tak', takit -> 'taki'; villapaita -> 'villap', villapaidat -> 'villapaid'; kenkä ->
-- 'kenk', kengät -> 'keng'). Folding the gradation pairs (kk/k, pp/p, tt/t, nk/ng, t/d) and a
-- plural i/j left at the end brings the forms of one word to one key. The raw words are folded
-- too, so a longer key typed as a search finds the shorter form's raw word as its prefix
-- (villapaidat -> 'villapait' finds 'villapaita'). Takes and gives lexemes separated by spaces:
-- one pass over a whole listing's words instead of one call per word.
CREATE FUNCTION finnish_search_keys(lexemes text)
RETURNS tsvector
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$ SELECT array_to_tsvector(string_to_array(rtrim(regexp_replace(
  replace(replace(replace(replace(replace(lexemes || ' ', 'kk', 'k'), 'pp', 'p'), 'tt', 't'), 'ng', 'nk'), 'd', 't'),
  '([^ ]{3})[ij] ', '\1 ', 'g')), ' ')) $$;
--> statement-breakpoint
-- Swedish keys: the Swedish stemmer joins tröja, tröjor and tröjorna ('tröj') but leaves the
-- definite -an of words in -a (tröjan, jackan, mössan); dropping it joins those too.
CREATE FUNCTION swedish_search_keys(lexemes text)
RETURNS tsvector
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$ SELECT array_to_tsvector(string_to_array(rtrim(regexp_replace(lexemes || ' ', '([^ ]{3})an ', '\1 ', 'g')), ' ')) $$;
--> statement-breakpoint
-- A vector's lexemes as one string, separated by spaces, for the key functions above.
CREATE FUNCTION lexemes_of(vector tsvector)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$ SELECT array_to_string(tsvector_to_array(vector), ' ') $$;
--> statement-breakpoint
-- Every form a text's words are searched by: English stems, the words as written (for prefixes
-- and for names no stemmer knows), the Finnish and the Swedish keys. One vector for the three
-- languages because a listing does not say which language it is written in. Nothing reads
-- positions or weights: the feed's order is newest first, never by relevance.
CREATE FUNCTION search_vector_of(doc text)
RETURNS tsvector
LANGUAGE plpgsql
IMMUTABLE
PARALLEL SAFE
STRICT
AS $$
DECLARE
  words tsvector := to_tsvector('simple', doc);
BEGIN
  RETURN to_tsvector('english', doc) || words
    || finnish_search_keys(lexemes_of(to_tsvector('finnish', doc) || words))
    || swedish_search_keys(lexemes_of(to_tsvector('swedish', doc)));
END
$$;
--> statement-breakpoint
-- Stored, so the feed reads it instead of stemming a listing's text for each search. Generated,
-- so every way a listing is written (the API, the seed, a bulk load) keeps it right.
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector NOT NULL
  GENERATED ALWAYS AS (search_vector_of(product_search_text(title, category, brand, description))) STORED;
--> statement-breakpoint
-- One lexeme as tsquery text, quoted, optionally matching as a prefix.
CREATE FUNCTION tsquery_term(lexeme text, prefix boolean)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
STRICT
AS $$ SELECT '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''' || CASE WHEN prefix THEN ':*' ELSE '' END $$;
--> statement-breakpoint
-- One search word as any of its forms in search_vector. A stop word of any of the three
-- languages ('ja', 'och', 'the') is no word to search by: it gives NULL. A word of three or more
-- characters also matches as the beginning of a word ('villapa', 'marimek', and 'villa' for
-- 'villapaita'), digits excepted, so 100 does not find 1000; the Finnish key of five or more
-- characters does too, which is what joins 'villapaita' (key 'villap') and 'villapaidat'.
CREATE FUNCTION search_word_query(word text)
RETURNS tsquery
LANGUAGE plpgsql
IMMUTABLE
PARALLEL SAFE
STRICT
AS $$
DECLARE
  sv text[] := ts_lexize('swedish_stem', word);
  en text[] := ts_lexize('english_stem', word);
  fi text[] := ts_lexize('finnish_stem', word);
  written text := (ts_lexize('simple', word))[1];
  key text;
BEGIN
  IF '{}' IN (sv, en, fi) THEN
    RETURN NULL;
  END IF;
  key := (tsvector_to_array(finnish_search_keys(fi[1])))[1];
  RETURN array_to_string(array[
    tsquery_term((tsvector_to_array(swedish_search_keys(sv[1])))[1], false),
    tsquery_term(en[1], false),
    tsquery_term(written, length(word) >= 3 AND word !~ '^[0-9]+$'),
    tsquery_term(key, length(key) >= 5)
  ], ' | ')::tsquery;
END
$$;
--> statement-breakpoint
-- A search: every word must match (docs/product-rules.md#feed); NULL when no word is left.
-- PL/pgSQL, like search_word_query, because it keeps its statements' plans for the session: the
-- planner evaluates it for every feed search. Immutable, so the planner folds it to a constant
-- and can use the index and its statistics.
CREATE FUNCTION product_search_query(words text[])
RETURNS tsquery
LANGUAGE plpgsql
IMMUTABLE
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
DROP STATISTICS products_search_text_stats;
--> statement-breakpoint
DROP INDEX "products_active_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "products_active_search_idx" ON "products" USING gin (search_vector) WHERE status = 'active';
--> statement-breakpoint
ANALYZE products;
