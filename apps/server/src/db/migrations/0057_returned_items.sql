ALTER TABLE "cases" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_returned_refunded" CHECK ("cases"."returned_at" is null or "cases"."state" = 'refunded');--> statement-breakpoint
-- hand-written: before this column, a refund the parties reached themselves ended a return (the seller accepted it), except a 'not received' one; a moderator's refund never waited for the item.
UPDATE "cases" SET "returned_at" = "closed_at" WHERE "state" = 'refunded' AND "decided_at" IS NULL AND "reason" <> 'not_received';
