ALTER TYPE "public"."report_reason" ADD VALUE 'illegal_content';--> statement-breakpoint
ALTER TYPE "public"."report_reason" ADD VALUE 'counterfeit';--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reporter_email" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reporter_language" "language";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_known" CHECK ("reports"."reporter_id" is not null or "reports"."reporter_email" is not null);