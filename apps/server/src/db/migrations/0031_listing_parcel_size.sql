ALTER TYPE "public"."delivery_method" ADD VALUE 'both';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "parcel_size" text;--> statement-breakpoint
-- Listings shipped before size classes existed: clothes fit the small locker compartment.
UPDATE "products" SET "parcel_size" = 'small' WHERE "delivery_method"::text = 'shipping';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parcel_size" CHECK ("products"."parcel_size" is null or "products"."parcel_size" in ('mailbox', 'small', 'medium', 'large', 'oversize'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parcel_size_when_shipped" CHECK (("products"."delivery_method"::text = 'hand_delivery') = ("products"."parcel_size" is null));