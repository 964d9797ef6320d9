ALTER TYPE "public"."ledger_account" ADD VALUE 'postage_payable';--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "delivery_method" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "postage_cents" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "parcel_size" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "pickup_point" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_delivery_method" CHECK ("transactions"."delivery_method" in ('hand_delivery', 'shipping'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_shipping_details" CHECK (("transactions"."delivery_method" is not distinct from 'shipping') = ("transactions"."postage_cents" is not null and "transactions"."postage_cents" >= 0 and "transactions"."parcel_size" is not null and "transactions"."pickup_point" is not null));