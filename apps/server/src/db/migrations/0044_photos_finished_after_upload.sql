ALTER TABLE "product_photos" ADD COLUMN "pending_key" text;--> statement-breakpoint
CREATE INDEX "product_photos_pending_card_idx" ON "product_photos" USING btree ("card_key") WHERE "product_photos"."pending_key" is not null;--> statement-breakpoint
CREATE INDEX "product_photos_pending_full_idx" ON "product_photos" USING btree ("full_key") WHERE "product_photos"."pending_key" is not null;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_claimed_finished" CHECK ("product_photos"."product_id" is null or "product_photos"."pending_key" is null);