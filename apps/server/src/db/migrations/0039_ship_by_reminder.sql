ALTER TYPE "public"."notification_type" ADD VALUE 'ship_by_reminder' BEFORE 'offer';--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "ship_by_reminder_at" timestamp with time zone;