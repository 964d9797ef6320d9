ALTER TABLE "transactions" ADD COLUMN "ship_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "ship_by_extension_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "ship_by_extension_days" smallint;--> statement-breakpoint
CREATE INDEX "transactions_ship_by_idx" ON "transactions" USING btree ("ship_by") WHERE "transactions"."ship_by" is not null;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_ship_by_extension_days" CHECK ("transactions"."ship_by_extension_days" in (0, 3, 5));