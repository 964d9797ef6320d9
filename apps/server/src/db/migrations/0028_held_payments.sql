ALTER TYPE "public"."notification_type" ADD VALUE 'item_handed_over';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'receipt_reminder';--> statement-breakpoint
ALTER TYPE "public"."sale_state" ADD VALUE 'delivered' BEFORE 'handover';--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_completed_means_both_confirmed";--> statement-breakpoint
DROP INDEX "transactions_one_open_sale_per_product";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "receipt_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "receipt_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "completed_by" text;--> statement-breakpoint
CREATE INDEX "transactions_receipt_due_idx" ON "transactions" USING btree ("receipt_due_at") WHERE "transactions"."receipt_due_at" is not null;--> statement-breakpoint
CREATE INDEX "transactions_receipt_reminder_idx" ON "transactions" USING btree ("receipt_reminder_at") WHERE "transactions"."receipt_reminder_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_open_sale_per_product" ON "transactions" USING btree ("product_id") WHERE state not in ('requested', 'completed', 'expired', 'failed', 'cancelled', 'refunded', 'withdrawn', 'declined');--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_completed_by" CHECK ("transactions"."completed_by" is null or "transactions"."completed_at" is not null);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_completed_by_known" CHECK ("transactions"."completed_by" in ('buyer', 'seller', 'timer'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_completed_means_both_confirmed" CHECK ("transactions"."completed_at" is null or ("transactions"."buyer_confirmed" and ("transactions"."seller_confirmed" or "transactions"."payment_provider" is not null)) or ("transactions"."seller_confirmed" and "transactions"."completed_by" = 'timer'));--> statement-breakpoint

-- A paid item is sold only when its sale completes; until then it shows as reserved. Items that
-- were marked sold at payment under the old process go back to active while their sale is paid.
UPDATE "products" SET "status" = 'active'
  WHERE "status" = 'sold' AND EXISTS (
    SELECT 1 FROM "transactions" t WHERE t."product_id" = "products"."id" AND t."state" = 'paid'
  );
