-- A search word's ending stands for longer words only ('~ikkat' for 'talvitakki', not for
-- 'takki' itself): a listing with the word as it is has it among its forward forms, which the
-- search asks for anyway. Asking for both made the index read every listing of a common word
-- twice, at each step of a searched page (docs/decisions/0018).
CREATE FUNCTION search_terms_ending(reversed text)
RETURNS text
LANGUAGE sql
STABLE
PARALLEL SAFE
STRICT
AS $$ SELECT CASE WHEN count(*) > 50 THEN tsquery_term(reversed, true) ELSE string_agg(tsquery_term(lexeme, false), ' | ') END
  FROM (SELECT lexeme FROM search_lexemes
        WHERE lexeme > reversed AND lexeme < reversed || chr(1114111) ORDER BY lexeme LIMIT 51) found $$;
--> statement-breakpoint
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
    CASE WHEN length(word) >= 4 AND NOT number THEN search_terms_ending('~' || reverse(written)) END,
    CASE WHEN length(key) >= 4 AND NOT number THEN search_terms_ending('~' || reverse(key)) END,
    CASE WHEN length(swedish) >= 4 AND NOT number THEN search_terms_ending('~' || reverse(swedish)) END
  ], ' | ')::tsquery;
END
$$;
