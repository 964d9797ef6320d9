CREATE TYPE "public"."ledger_account" AS ENUM('provider_cash', 'seller_pending', 'seller_available', 'seller_payout_in_transit', 'commission_pending', 'commission_earned');--> statement-breakpoint
CREATE TYPE "public"."ledger_entry_kind" AS ENUM('sale_paid', 'sale_released', 'sale_refunded', 'payout_requested', 'payout_paid', 'payout_failed');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" "ledger_entry_kind" NOT NULL,
	"sale_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_entries_key_length" CHECK (char_length("ledger_entries"."idempotency_key") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account" "ledger_account" NOT NULL,
	"owner_id" uuid,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_not_zero" CHECK ("ledger_postings"."amount_cents" <> 0),
	CONSTRAINT "ledger_postings_owner_matches_account" CHECK (("ledger_postings"."account" in ('seller_pending', 'seller_available', 'seller_payout_in_transit')) = ("ledger_postings"."owner_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_sale_id_transactions_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_sale_idx" ON "ledger_entries" USING btree ("sale_id") WHERE "ledger_entries"."sale_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_payout_idx" ON "ledger_entries" USING btree ("payout_id") WHERE "ledger_entries"."payout_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_owner_idx" ON "ledger_postings" USING btree ("owner_id","account") WHERE "ledger_postings"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account","created_at");--> statement-breakpoint

-- The ledger is append-only: a correction is a new entry, never an edit. Whatever role the
-- application connects as, an update, a delete or a truncate of either table is refused.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_postings_append_only" BEFORE UPDATE OR DELETE ON "ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_postings_no_truncate" BEFORE TRUNCATE ON "ledger_postings"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint

-- Every entry balances: at commit (deferred, so an entry's postings can be inserted one by one),
-- the postings of each entry written in the transaction sum to zero and there are at least two.
-- An entry with no postings at all is caught by the same check, run for the entry itself.
CREATE FUNCTION "ledger_entry_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  checked_entry uuid;
  total numeric;
  postings integer;
BEGIN
  IF TG_TABLE_NAME = 'ledger_entries' THEN
    checked_entry := NEW."id";
  ELSE
    checked_entry := NEW."entry_id";
  END IF;
  SELECT coalesce(sum("amount_cents"), 0), count(*) INTO total, postings
    FROM "ledger_postings" WHERE "entry_id" = checked_entry;
  IF total <> 0 OR postings < 2 THEN
    RAISE EXCEPTION 'ledger entry % does not balance (% cents over % postings)', checked_entry, total, postings
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entry_balances';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balance" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entry_balances"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_postings_balance" AFTER INSERT ON "ledger_postings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entry_balances"();
