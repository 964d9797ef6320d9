ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'sale_partly_refunded' BEFORE 'payout_requested';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'case_update' BEFORE 'offer';--> statement-breakpoint
ALTER TYPE "public"."sale_state" ADD VALUE 'disputed' BEFORE 'handover';--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"state" text DEFAULT 'awaiting_seller' NOT NULL,
	"answer_due_at" timestamp with time zone,
	"seller_reminder_at" timestamp with time zone,
	"return_drop_off_due_at" timestamp with time zone,
	"seller_statement" text,
	"partial_refund_cents" integer,
	"return_tracking_code" text,
	"return_sending_code" text,
	"escalated_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_sale_id_unique" UNIQUE("sale_id"),
	CONSTRAINT "cases_return_tracking_code_unique" UNIQUE("return_tracking_code"),
	CONSTRAINT "cases_state" CHECK ("cases"."state" in ('awaiting_seller', 'awaiting_return', 'return_in_transit', 'partial_offered', 'contested', 'escalated', 'refunded', 'partially_refunded')),
	CONSTRAINT "cases_reason" CHECK ("cases"."reason" in ('not_received', 'damaged_in_transit', 'not_as_described', 'counterfeit', 'wrong_item', 'missing_items', 'other')),
	CONSTRAINT "cases_description_length" CHECK (char_length("cases"."description") between 1 and 2000),
	CONSTRAINT "cases_seller_statement_length" CHECK (char_length("cases"."seller_statement") <= 2000),
	CONSTRAINT "cases_partial_refund_positive" CHECK ("cases"."partial_refund_cents" > 0),
	CONSTRAINT "cases_buyer_is_not_seller" CHECK ("cases"."buyer_id" <> "cases"."seller_id")
);
--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_sale_id_transactions_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_buyer_idx" ON "cases" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "cases_seller_idx" ON "cases" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "cases_answer_due_idx" ON "cases" USING btree ("answer_due_at") WHERE state in ('awaiting_seller', 'partial_offered');--> statement-breakpoint
CREATE INDEX "cases_return_due_idx" ON "cases" USING btree ("return_drop_off_due_at") WHERE state = 'awaiting_return';--> statement-breakpoint
-- A disputed sale still holds its item (OPEN_SALE_STATES); compared as text, as in 0028 and 0036.
CREATE OR REPLACE FUNCTION "sale_state_holds_item"(state "sale_state") RETURNS boolean
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN state::text IN ('reserved', 'paid', 'shipped', 'delivered', 'disputed', 'handover');
END $$;
