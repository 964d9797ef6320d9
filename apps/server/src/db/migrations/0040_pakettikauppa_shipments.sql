CREATE TABLE "pakettikauppa_shipments" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"tracking_code" text NOT NULL,
	"sending_code" text NOT NULL,
	"shipment_uuid" text,
	"reference" text NOT NULL,
	"carrier" text NOT NULL,
	"size_class" text NOT NULL,
	"pickup_point" jsonb NOT NULL,
	"sender" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"return_of" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pakettikauppa_shipments_tracking_code_unique" UNIQUE("tracking_code"),
	CONSTRAINT "pakettikauppa_shipments_carrier" CHECK ("pakettikauppa_shipments"."carrier" in ('posti', 'matkahuolto'))
);
