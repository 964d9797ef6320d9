-- hand-written: the feed's filter and order indexes carry every equality filter (and the price)
-- beside their keys, so a page of combined filters walks them without reading the table
-- (docs/decisions/0089). Same names and keys as before; drizzle's schema cannot declare INCLUDE.
DROP INDEX IF EXISTS "products_active_category_idx";--> statement-breakpoint
CREATE INDEX "products_active_category_idx" ON "products" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("subcategory", "size", "gender", "condition", "color", "season", "style", "fabric", "price_cents") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "products_active_subcategory_idx";--> statement-breakpoint
CREATE INDEX "products_active_subcategory_idx" ON "products" USING btree ("subcategory","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("category", "size", "gender", "condition", "color", "season", "style", "fabric", "price_cents") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "products_active_size_idx";--> statement-breakpoint
CREATE INDEX "products_active_size_idx" ON "products" USING btree ("size","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("category", "subcategory", "gender", "condition", "color", "season", "style", "fabric", "price_cents") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "products_active_gender_idx";--> statement-breakpoint
CREATE INDEX "products_active_gender_idx" ON "products" USING btree ("gender","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("category", "subcategory", "size", "condition", "color", "season", "style", "fabric", "price_cents") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "products_active_condition_idx";--> statement-breakpoint
CREATE INDEX "products_active_condition_idx" ON "products" USING btree ("condition","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("category", "subcategory", "size", "gender", "color", "season", "style", "fabric", "price_cents") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "products_active_color_idx";--> statement-breakpoint
CREATE INDEX "products_active_color_idx" ON "products" USING btree ("color","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("category", "subcategory", "size", "gender", "condition", "season", "style", "fabric", "price_cents") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "products_active_season_idx";--> statement-breakpoint
CREATE INDEX "products_active_season_idx" ON "products" USING btree ("season","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("category", "subcategory", "size", "gender", "condition", "color", "style", "fabric", "price_cents") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "products_active_style_idx";--> statement-breakpoint
CREATE INDEX "products_active_style_idx" ON "products" USING btree ("style","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("category", "subcategory", "size", "gender", "condition", "color", "season", "fabric", "price_cents") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "products_active_fabric_idx";--> statement-breakpoint
CREATE INDEX "products_active_fabric_idx" ON "products" USING btree ("fabric","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("category", "subcategory", "size", "gender", "condition", "color", "season", "style", "price_cents") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "products_active_price_order_idx";--> statement-breakpoint
CREATE INDEX "products_active_price_order_idx" ON "products" USING btree ("price_cents","id") INCLUDE ("category", "subcategory", "size", "gender", "condition", "color", "season", "style", "fabric") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "products_active_recent_favorites_idx";--> statement-breakpoint
CREATE INDEX "products_active_recent_favorites_idx" ON "products" USING btree ("recent_favorites" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("category", "subcategory", "size", "gender", "condition", "color", "season", "style", "fabric", "price_cents") WHERE status = 'active';
