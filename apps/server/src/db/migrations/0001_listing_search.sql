-- Trigram matching serves the feed's case-insensitive substring search (ILIKE '%term%') and the
-- brand and city partial matches from GIN indexes instead of scanning every listing.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The text the feed's free search matches: title, category, brand and description in one
-- string, so that one trigram index serves the whole search. A function because an index
-- expression must be immutable and the enum-to-text cast is only stable (an enum label could
-- be renamed); we never rename labels, and renaming one would need a REINDEX of this index.
-- The feed query calls this very function, which is what lets the planner use the index.
CREATE FUNCTION product_search_text(title text, category category, brand text, description text)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$ SELECT title || ' ' || category::text || ' ' || coalesce(brand, '') || ' ' || coalesce(description, '') $$;
