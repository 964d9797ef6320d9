CREATE TYPE "public"."audit_action" AS ENUM('role_changed', 'report_resolved', 'report_dismissed');--> statement-breakpoint
CREATE TYPE "public"."moderation_action" AS ENUM('none', 'remove_listing', 'suspend_user');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'moderation_decision' BEFORE 'other';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'report_outcome' BEFORE 'other';--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" "audit_action" NOT NULL,
	"target_user_id" uuid,
	"report_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_reason_length" CHECK ("audit_log"."reason" is null or char_length("audit_log"."reason") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "action" "moderation_action";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspension_reason" "report_reason";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);