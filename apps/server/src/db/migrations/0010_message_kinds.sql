CREATE TYPE "public"."message_kind" AS ENUM('text', 'sale_cancelled');--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" "message_kind" DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_notice_has_params" CHECK (("messages"."kind" = 'text') = ("messages"."params" is null));