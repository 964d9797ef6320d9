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
-- Whether a sale in this state holds its item (OPEN_SALE_STATES in sale-process.ts), for the
-- unique index below. Compared as text in PL/pgSQL, never inlined: naming the enum values in the
-- index itself would fail on a database that runs this migration in the transaction that added
-- one of them ('delivered' here, 'requested' in 0022 when a fresh database takes both at once),
-- since PostgreSQL before 17 refuses a new enum value until its transaction commits. Immutable
-- as long as no state is ever renamed.
CREATE FUNCTION "sale_state_holds_item"(state "sale_state") RETURNS boolean
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN state::text IN ('reserved', 'paid', 'delivered', 'handover');
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_open_sale_per_product" ON "transactions" USING btree ("product_id") WHERE sale_state_holds_item(state);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_completed_by" CHECK ("transactions"."completed_by" is null or "transactions"."completed_at" is not null);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_completed_by_known" CHECK ("transactions"."completed_by" in ('buyer', 'seller', 'timer'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_completed_means_both_confirmed" CHECK ("transactions"."completed_at" is null or ("transactions"."buyer_confirmed" and ("transactions"."seller_confirmed" or "transactions"."payment_provider" is not null)) or ("transactions"."seller_confirmed" and "transactions"."completed_by" = 'timer'));--> statement-breakpoint

-- A paid item is sold only when its sale completes; until then it shows as reserved. Items that
-- were marked sold at payment under the old process go back to active while their sale is paid.
UPDATE "products" SET "status" = 'active'
  WHERE "status" = 'sold' AND EXISTS (
    SELECT 1 FROM "transactions" t WHERE t."product_id" = "products"."id" AND t."state" = 'paid'
  );
