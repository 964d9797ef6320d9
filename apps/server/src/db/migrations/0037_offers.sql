ALTER TYPE "public"."notification_type" ADD VALUE 'offer';--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"round" smallint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_kind" CHECK ("offers"."kind" in ('offer', 'counter')),
	CONSTRAINT "offers_state" CHECK ("offers"."state" in ('open', 'accepted', 'declined', 'countered', 'withdrawn', 'expired', 'ended')),
	CONSTRAINT "offers_amount" CHECK ("offers"."amount_cents" > 0),
	CONSTRAINT "offers_round" CHECK ("offers"."round" between 1 and 3),
	CONSTRAINT "offers_buyer_is_not_seller" CHECK ("offers"."buyer_id" <> "offers"."seller_id"),
	CONSTRAINT "offers_held_when_accepted" CHECK ("offers"."state" <> 'accepted' or "offers"."held_until" is not null)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "offers_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "offer_floor_cents" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_per_buyer" ON "offers" USING btree ("product_id","buyer_id") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "offers_product_idx" ON "offers" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_buyer_idx" ON "offers" USING btree ("buyer_id","created_at");