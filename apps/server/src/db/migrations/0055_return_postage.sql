ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'return_postage';--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "return_postage_payer" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "return_postage_cents" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "return_postage_case_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_return_postage_case_id_cases_id_fk" FOREIGN KEY ("return_postage_case_id") REFERENCES "public"."cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_one_return_postage_per_case" UNIQUE("return_postage_case_id");--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_return_postage" CHECK (("cases"."return_postage_payer" is null) = ("cases"."return_postage_cents" is null) and ("cases"."return_postage_payer" is null or "cases"."return_postage_payer" in ('buyer', 'seller', 'platform')) and ("cases"."return_postage_cents" is null or "cases"."return_postage_cents" >= 0));