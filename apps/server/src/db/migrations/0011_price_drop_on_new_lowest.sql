ALTER TABLE "products" ADD COLUMN "lowest_price_cents" integer;--> statement-breakpoint
-- Listings start from the price they have now.
UPDATE "products" SET "lowest_price_cents" = "price_cents";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "lowest_price_cents" SET NOT NULL;--> statement-breakpoint
-- Of several unread price drops for one listing, the newest stays unread; the older ones count as read.
UPDATE "notifications" SET "read" = true WHERE "type" = 'price_drop' AND NOT "read" AND "id" NOT IN (SELECT DISTINCT ON ("user_id", "data"->>'productId') "id" FROM "notifications" WHERE "type" = 'price_drop' AND NOT "read" ORDER BY "user_id", "data"->>'productId', "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_price_drop_unique" ON "notifications" USING btree ("user_id",("data"->>'productId')) WHERE type = 'price_drop' and not read;
