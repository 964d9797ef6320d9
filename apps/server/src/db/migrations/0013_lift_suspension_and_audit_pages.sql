ALTER TYPE "public"."audit_action" ADD VALUE 'suspension_lifted';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'suspension_lifted' BEFORE 'other';--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);