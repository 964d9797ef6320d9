CREATE TYPE "public"."transfer_reversal_state" AS ENUM('pending', 'debt', 'reversed', 'settled');--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'transfer_reversed';--> statement-breakpoint
CREATE TABLE "stripe_connect_accounts" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"requirements_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_connect_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_connect_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_reversals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"payout_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" "transfer_reversal_state" DEFAULT 'pending' NOT NULL,
	"refusals" integer DEFAULT 0 NOT NULL,
	"provider_reference" text,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_reversals_sale_id_unique" UNIQUE("sale_id"),
	CONSTRAINT "transfer_reversals_amount_positive" CHECK ("transfer_reversals"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_iban";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "iban" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_connect_accounts" ADD CONSTRAINT "stripe_connect_accounts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_reversals" ADD CONSTRAINT "transfer_reversals_sale_id_transactions_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_reversals" ADD CONSTRAINT "transfer_reversals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_reversals" ADD CONSTRAINT "transfer_reversals_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_reversals_debt_idx" ON "transfer_reversals" USING btree ("seller_id") WHERE state = 'debt';--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_local_iban" CHECK ("payouts"."provider" <> 'local' or "payouts"."iban" is not null);--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_iban" CHECK ("payouts"."iban" is null or "payouts"."iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$');