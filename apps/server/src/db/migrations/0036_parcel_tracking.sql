ALTER TYPE "public"."message_kind" ADD VALUE 'parcel_update';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'parcel_shipped';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'parcel_delivered';--> statement-breakpoint
ALTER TYPE "public"."sale_state" ADD VALUE 'shipped' BEFORE 'delivered';--> statement-breakpoint
CREATE TABLE "sale_shipments" (
	"sale_id" uuid PRIMARY KEY NOT NULL,
	"tracking_code" text NOT NULL,
	"sending_code" text NOT NULL,
	"carrier" text NOT NULL,
	"applied_sequence" integer DEFAULT -1 NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_shipments_tracking_code_unique" UNIQUE("tracking_code"),
	CONSTRAINT "sale_shipments_carrier" CHECK ("sale_shipments"."carrier" in ('posti', 'matkahuolto'))
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"tracking_code" text NOT NULL,
	"sequence" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"location" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_tracking_code_sequence_pk" PRIMARY KEY("tracking_code","sequence"),
	CONSTRAINT "shipment_events_sequence" CHECK ("shipment_events"."sequence" >= 0),
	CONSTRAINT "shipment_events_kind" CHECK ("shipment_events"."kind" in ('created', 'collected', 'in_transit', 'arrived', 'handed_over', 'returning', 'exception'))
);
--> statement-breakpoint
ALTER TABLE "sale_shipments" ADD CONSTRAINT "sale_shipments_sale_id_transactions_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_tracking_code_sale_shipments_tracking_code_fk" FOREIGN KEY ("tracking_code") REFERENCES "public"."sale_shipments"("tracking_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_shipments_quiet_idx" ON "sale_shipments" USING btree ("checked_at") WHERE "sale_shipments"."finished_at" is null;--> statement-breakpoint
-- A parcel on its way ('shipped') still holds its item (OPEN_SALE_STATES); compared as text, as in 0028.
CREATE OR REPLACE FUNCTION "sale_state_holds_item"(state "sale_state") RETURNS boolean
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN state::text IN ('reserved', 'paid', 'shipped', 'delivered', 'handover');
END $$;
