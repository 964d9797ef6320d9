ALTER TYPE "public"."sale_state" ADD VALUE 'requested' BEFORE 'reserved';--> statement-breakpoint
ALTER TYPE "public"."sale_state" ADD VALUE 'declined';--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "handover_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "transactions_handover_expiry_idx" ON "transactions" USING btree ("handover_expires_at") WHERE "transactions"."handover_expires_at" is not null;--> statement-breakpoint

-- A hand-over only the buyer confirmed held the item against the seller's will; under the sale
-- process such a request no longer holds it. The new 'requested' state cannot be written in the
-- transaction that adds it, so those hand-overs lapse (expired), and the seller's offers get the
-- deadline every new one has.
UPDATE "transactions" SET "state" = 'expired', "cancelled_at" = now()
  WHERE "state" = 'handover' AND NOT "seller_confirmed";--> statement-breakpoint
UPDATE "transactions" SET "handover_expires_at" = now() + interval '72 hours'
  WHERE "state" = 'handover';
