-- A listing stored at 0 cents (a price like 1e-9 rounded away) goes back to its seller's drafts at 1 cent, to be priced again before it is published.
UPDATE "products" SET "price_cents" = 1, "status" = CASE WHEN "status" = 'active' THEN 'draft'::product_status ELSE "status" END WHERE "price_cents" <= 0;--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_price_range";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_range" CHECK ("products"."price_cents" > 0 and "products"."price_cents" <= 10000000);
