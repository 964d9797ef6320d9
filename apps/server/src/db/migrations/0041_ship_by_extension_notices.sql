ALTER TYPE "public"."message_kind" ADD VALUE 'ship_by_extension_requested';--> statement-breakpoint
ALTER TYPE "public"."message_kind" ADD VALUE 'ship_by_extension_answered';