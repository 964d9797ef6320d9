ALTER TYPE "public"."notification_type" ADD VALUE 'ledger_check_failed' BEFORE 'other';--> statement-breakpoint
CREATE TABLE "ledger_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"entries_checked" integer NOT NULL,
	"problems" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_checks_ran_idx" ON "ledger_checks" USING btree ("ran_at" DESC NULLS LAST);