CREATE TYPE "public"."language" AS ENUM('en', 'fi', 'sv');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;