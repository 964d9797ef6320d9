ALTER TYPE "public"."audit_action" ADD VALUE 'case_decided';--> statement-breakpoint
ALTER TABLE "cases" DROP CONSTRAINT "cases_state";--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "decision_reasons" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_awaiting_decision_idx" ON "cases" USING btree ("escalated_at") WHERE state in ('contested', 'escalated');--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_decision_reasons_length" CHECK (char_length("cases"."decision_reasons") between 1 and 2000);--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_decision_complete" CHECK (("cases"."decided_at" is null) = ("cases"."decision_reasons" is null));--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_state" CHECK ("cases"."state" in ('awaiting_seller', 'awaiting_return', 'return_in_transit', 'partial_offered', 'contested', 'escalated', 'refunded', 'partially_refunded', 'released'));