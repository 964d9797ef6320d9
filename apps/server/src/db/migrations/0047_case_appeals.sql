ALTER TYPE "public"."ledger_account" ADD VALUE 'protection_costs';--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'appeal_compensation';--> statement-breakpoint
CREATE TABLE "case_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"statement" text NOT NULL,
	"status" "appeal_status" DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"compensation_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_appeals_once_per_party" UNIQUE("case_id","user_id"),
	CONSTRAINT "case_appeals_statement_length" CHECK (char_length("case_appeals"."statement") between 1 and 2000),
	CONSTRAINT "case_appeals_decision_complete" CHECK (("case_appeals"."status" = 'pending') = ("case_appeals"."decided_at" is null) and ("case_appeals"."decided_at" is null) = ("case_appeals"."decision_note" is null)),
	CONSTRAINT "case_appeals_compensation" CHECK ("case_appeals"."compensation_cents" is null or ("case_appeals"."status" = 'overturned' and "case_appeals"."compensation_cents" >= 0))
);
--> statement-breakpoint
ALTER TABLE "case_appeals" ADD CONSTRAINT "case_appeals_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_appeals" ADD CONSTRAINT "case_appeals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_appeals" ADD CONSTRAINT "case_appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_appeals_pending_idx" ON "case_appeals" USING btree ("created_at") WHERE status = 'pending';