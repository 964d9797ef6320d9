-- Statistics on the feed's search text, gathered by ANALYZE like a column's. Without them the
-- planner guesses how many listings an ILIKE '%word%' matches: it took a common word for a rare
-- one (reading thousands of rows through the trigram index) and a word that matches nothing
-- for a common one (walking every active listing in feed order). With them it picks the
-- trigram index or the feed order as the match count warrants.
CREATE STATISTICS products_search_text_stats ON (product_search_text(title, category, brand, description)) FROM products;
--> statement-breakpoint
ANALYZE products;
