CREATE TYPE "public"."payout_provider" AS ENUM('local', 'stripe');--> statement-breakpoint
CREATE TYPE "public"."payout_state" AS ENUM('requested', 'in_transit', 'paid', 'failed');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'payout_paid' BEFORE 'other';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'payout_failed' BEFORE 'other';--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text DEFAULT 'FI' NOT NULL,
	"iban" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_country" CHECK ("payout_accounts"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "payout_accounts_iban" CHECK ("payout_accounts"."iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
	CONSTRAINT "payout_accounts_lengths" CHECK (char_length("payout_accounts"."legal_name") between 1 and 120 and char_length("payout_accounts"."street") between 1 and 120 and char_length("payout_accounts"."city") between 1 and 80 and char_length("payout_accounts"."postcode") between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" "payout_state" DEFAULT 'requested' NOT NULL,
	"iban" text NOT NULL,
	"provider" "payout_provider" NOT NULL,
	"provider_reference" text,
	"failure_code" text,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_iban" CHECK ("payouts"."iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
	CONSTRAINT "payouts_paid_at" CHECK (("payouts"."state" = 'paid') = ("payouts"."paid_at" is not null)),
	CONSTRAINT "payouts_failed" CHECK (("payouts"."state" = 'failed') = ("payouts"."failed_at" is not null and "payouts"."failure_code" is not null)),
	CONSTRAINT "payouts_sent" CHECK ("payouts"."state" = 'requested' or "payouts"."state" = 'failed' or "payouts"."sent_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_seller_idx" ON "payouts" USING btree ("seller_id","created_at");