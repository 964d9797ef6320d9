-- hand-written:
-- An inflected search word finds the compounds its base form finds: 'takit', 'takin' and
-- 'takkeja' find 'laskettelutakki' as 'takki' does (docs/decisions/0084). Only the search side
-- changes: the listings' vectors and the index stay as they are.
--
-- 'takki' found 'laskettelutakki' through its written ending ('~ikkat'), which its other forms do
-- not share, and their Finnish key ('tak') was too short to be matched as an ending (migration
-- 0018: a three-letter key ends too many unrelated words, 'läm' of 'lämmin' ends 'eläm' of
-- 'elämä'). A compound's head word follows a first part of its own, though, and 'el' is none:
-- a three-letter key now matches the end of a word at least three letters longer than it
-- ('lasketelutak', 'talvitak'), which 'eläm' is not.
CREATE FUNCTION search_terms_compound_ending(reversed text)
RETURNS text
LANGUAGE sql
STABLE
PARALLEL SAFE
STRICT
AS $$ SELECT CASE WHEN count(*) > 50 THEN tsquery_term(reversed, true) ELSE string_agg(tsquery_term(lexeme, false), ' | ') END
  FROM (SELECT lexeme FROM search_lexemes
        WHERE lexeme > reversed AND lexeme < reversed || chr(1114111) AND length(lexeme) >= length(reversed) + 3
        ORDER BY lexeme LIMIT 51) found $$;
--> statement-breakpoint
-- A Finnish key as search terms: the key itself (as a beginning from five letters, migration
-- 0015), and as the end of a longer word from four letters, or of a compound from three. NULL
-- when no listing has any of them (a beginning or an ending is spelt out as the lexemes that have it).
CREATE FUNCTION finnish_key_terms(key text)
RETURNS text
LANGUAGE sql
STABLE
PARALLEL SAFE
STRICT
AS $$ SELECT nullif(array_to_string(array[
    CASE WHEN length(key) >= 5 THEN search_terms_beginning(key) ELSE tsquery_term(key, false) END,
    CASE WHEN key ~ '^[0-9]+$' THEN NULL
         WHEN length(key) >= 4 THEN search_terms_ending('~' || reverse(key))
         WHEN length(key) = 3 THEN search_terms_compound_ending('~' || reverse(key)) END
  ], ' | '), '') $$;
--> statement-breakpoint
-- The Finnish key of a plural's base form, where the Finnish stemmer keeps the plural's own stem
-- vowel: 'takkeja' stems to 'takkej' (key 'take') and 'takki' to 'tak', 'kappoja' to 'kapo' and
-- 'kappa' to 'kap'. A plural's i or j after an e, o or ö, and the vowel with it, are dropped
-- from the key. For a word whose base form keeps that vowel ('mekkoja', 'mekko': 'meko') this
-- only adds a shorter key beside the right one. NULL for any other word.
CREATE FUNCTION finnish_plural_base_key(word text, key text)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
STRICT
AS $$ SELECT CASE WHEN length(key) >= 4 AND key ~ '[eoö]$' AND lower(word) ~ '[eoö][ij][^ij]*$'
  THEN left(key, -1) END $$;
--> statement-breakpoint
-- One search word as any of its forms (migrations 0015, 0018, 0019), its Finnish key now through
-- finnish_key_terms, and the key of a plural's base form beside it.
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
    finnish_key_terms(key),
    finnish_key_terms(finnish_plural_base_key(word, key)),
    CASE WHEN length(word) >= 4 AND NOT number THEN search_terms_ending('~' || reverse(written)) END,
    CASE WHEN length(swedish) >= 4 AND NOT number THEN search_terms_ending('~' || reverse(swedish)) END
  ], ' | ')::tsquery;
END
$$;
