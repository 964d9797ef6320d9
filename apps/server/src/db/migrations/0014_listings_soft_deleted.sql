-- Listings are soft-deleted: the row stays, with status deleted and the time, so the chats about it stay readable (docs/decisions/0012-listings-are-soft-deleted.md).
ALTER TYPE "public"."product_status" ADD VALUE 'deleted';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deleted_at" CHECK (("products"."status"::text = 'deleted') = ("products"."deleted_at" is not null));