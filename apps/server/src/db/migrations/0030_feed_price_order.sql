DROP INDEX "products_active_price_idx";--> statement-breakpoint
CREATE INDEX "products_active_price_order_idx" ON "products" USING btree ("price_cents","id") WHERE status = 'active';