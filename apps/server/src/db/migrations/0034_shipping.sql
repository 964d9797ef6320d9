CREATE TABLE "local_carrier_events" (
	"tracking_code" text NOT NULL,
	"sequence" integer NOT NULL,
	"code" text NOT NULL,
	"location" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "local_carrier_events_tracking_code_sequence_pk" PRIMARY KEY("tracking_code","sequence"),
	CONSTRAINT "local_carrier_events_sequence" CHECK ("local_carrier_events"."sequence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "local_carrier_shipments" (
	"tracking_code" text PRIMARY KEY NOT NULL,
	"sending_code" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text NOT NULL,
	"carrier" text NOT NULL,
	"size_class" text NOT NULL,
	"pickup_point" jsonb NOT NULL,
	"sender" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"return_of" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_carrier_shipments_sending_code_unique" UNIQUE("sending_code"),
	CONSTRAINT "local_carrier_shipments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "local_carrier_shipments_carrier" CHECK ("local_carrier_shipments"."carrier" in ('posti', 'matkahuolto')),
	CONSTRAINT "local_carrier_shipments_size_class" CHECK ("local_carrier_shipments"."size_class" in ('mailbox', 'small', 'medium', 'large', 'oversize'))
);
--> statement-breakpoint
ALTER TABLE "local_carrier_events" ADD CONSTRAINT "local_carrier_events_tracking_code_local_carrier_shipments_tracking_code_fk" FOREIGN KEY ("tracking_code") REFERENCES "public"."local_carrier_shipments"("tracking_code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TYPE "public"."delivery_method" ADD VALUE 'both';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "parcel_size" text;--> statement-breakpoint
-- Listings shipped before size classes existed: clothes fit the small locker compartment.
UPDATE "products" SET "parcel_size" = 'small' WHERE "delivery_method"::text = 'shipping';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parcel_size" CHECK ("products"."parcel_size" is null or "products"."parcel_size" in ('mailbox', 'small', 'medium', 'large', 'oversize'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parcel_size_when_shipped" CHECK (("products"."delivery_method"::text = 'hand_delivery') = ("products"."parcel_size" is null));
--> statement-breakpoint
ALTER TYPE "public"."ledger_account" ADD VALUE 'postage_payable';--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "delivery_method" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "postage_cents" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "parcel_size" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "pickup_point" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_delivery_method" CHECK ("transactions"."delivery_method" in ('hand_delivery', 'shipping'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_shipping_details" CHECK (("transactions"."delivery_method" is not distinct from 'shipping') = ("transactions"."postage_cents" is not null and "transactions"."postage_cents" >= 0 and "transactions"."parcel_size" is not null and "transactions"."pickup_point" is not null));
