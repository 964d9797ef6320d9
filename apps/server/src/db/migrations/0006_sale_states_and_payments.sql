CREATE TYPE "public"."payment_provider" AS ENUM('local', 'stripe');--> statement-breakpoint
CREATE TYPE "public"."sale_state" AS ENUM('reserved', 'paid', 'handover', 'completed', 'expired', 'failed', 'cancelled', 'refunded', 'withdrawn');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'payment_confirmed' BEFORE 'other';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'sale_completed' BEFORE 'other';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'sale_cancelled' BEFORE 'other';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'payment_refunded' BEFORE 'other';--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" "payment_provider" NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_checkout_session_id_unique";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_stripe_payment_intent_id_unique";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_product_buyer_seller_unique";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "state" "sale_state" DEFAULT 'handover' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_provider" "payment_provider";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider_session_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing sales keep their meaning: completed stays completed, a paid card sale waits for the
-- seller, an unpaid checkout has ended, and of several open hand-overs of one item the newest holds it.
UPDATE "transactions" SET
	"state" = (CASE
		WHEN "completed_at" IS NOT NULL THEN 'completed'
		WHEN "payment_status" = 'paid' THEN 'paid'
		WHEN "payment_status" = 'cancelled' THEN 'cancelled'
		WHEN "payment_status" IN ('pending', 'expired') THEN 'expired'
		ELSE 'handover'
	END)::"sale_state",
	"payment_provider" = (CASE WHEN "checkout_session_id" IS NOT NULL THEN 'stripe' END)::"payment_provider",
	"provider_session_id" = "checkout_session_id",
	"provider_payment_id" = "stripe_payment_intent_id";--> statement-breakpoint
UPDATE "transactions" t SET "state" = 'withdrawn'
	WHERE t."state" IN ('paid', 'handover') AND EXISTS (
		SELECT 1 FROM "transactions" newer WHERE newer."product_id" = t."product_id"
		AND newer."state" IN ('paid', 'handover') AND (newer."created_at", newer."id") > (t."created_at", t."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_open_sale_per_product" ON "transactions" USING btree ("product_id") WHERE state in ('reserved', 'paid', 'handover');--> statement-breakpoint
CREATE INDEX "transactions_product_idx" ON "transactions" USING btree ("product_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_reserved_expiry_idx" ON "transactions" USING btree ("checkout_expires_at") WHERE state = 'reserved';--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "payment_status";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "checkout_session_id";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "stripe_payment_intent_id";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_provider_session_id_unique" UNIQUE("provider_session_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_completed_state" CHECK (("transactions"."state" = 'completed') = ("transactions"."completed_at" is not null));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_card_sale_has_session" CHECK ("transactions"."payment_provider" is null or "transactions"."provider_session_id" is not null);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_money_not_negative" CHECK ("transactions"."amount_cents" >= 0 and "transactions"."commission_cents" >= 0);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_cancel_reason_length" CHECK (char_length("transactions"."cancel_reason") <= 500);--> statement-breakpoint
DROP TYPE "public"."payment_status";