ALTER TABLE "users" DROP CONSTRAINT "users_name_valid";--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_display_name_valid";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_name_valid" CHECK ((("users"."email" like '%@deleted.invalid') and "users"."name" = '') or (char_length("users"."name") between 1 and 60 and "users"."name" !~ '[\u0001-\u001f\u007f-\u009f]' and "users"."name" = btrim("users"."name")));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_display_name_valid" CHECK ((("profiles"."deleted_at" is not null) and "profiles"."display_name" = '') or (char_length("profiles"."display_name") between 1 and 60 and "profiles"."display_name" !~ '[\u0001-\u001f\u007f-\u009f]' and "profiles"."display_name" = btrim("profiles"."display_name")));--> statement-breakpoint
UPDATE "profiles" SET "display_name" = '' WHERE "deleted_at" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "name" = '' WHERE "email" LIKE '%@deleted.invalid';--> statement-breakpoint
UPDATE "notifications" SET "data" = "data" || jsonb_build_object('senderName', '') WHERE "data"->>'senderId' IN (SELECT "id"::text FROM "profiles" WHERE "deleted_at" IS NOT NULL);
