CREATE TABLE "offer_items" (
	"offer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "offer_items_offer_id_product_id_pk" PRIMARY KEY("offer_id","product_id"),
	CONSTRAINT "offer_items_price_positive" CHECK ("offer_items"."price_cents" > 0)
);
--> statement-breakpoint
DROP INDEX "offers_one_open_per_buyer";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "bundle_cents" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "items_key" text;--> statement-breakpoint
ALTER TABLE "offer_items" ADD CONSTRAINT "offer_items_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_items" ADD CONSTRAINT "offer_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_items_product_idx" ON "offer_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_bundle_per_buyer" ON "offers" USING btree ("seller_id","buyer_id") WHERE state = 'open' and bundle_cents is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_per_buyer" ON "offers" USING btree ("product_id","buyer_id") WHERE state = 'open' and bundle_cents is null;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_bundle_named" CHECK (("offers"."bundle_cents" is null) = ("offers"."items_key" is null));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_bundle_amount" CHECK ("offers"."bundle_cents" is null or ("offers"."amount_cents" < "offers"."bundle_cents" and "offers"."amount_cents" * 100 >= "offers"."bundle_cents" * 60));--> statement-breakpoint
-- hand-written:
-- An offer's items belong to an offer on a bundle and to that offer's seller; anything else is
-- refused whatever the application does (docs/decisions/0088).
CREATE OR REPLACE FUNCTION "offer_item_matches_its_offer"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM "offers" o JOIN "products" p ON p."id" = NEW."product_id"
    WHERE o."id" = NEW."offer_id" AND o."bundle_cents" IS NOT NULL AND p."user_id" = o."seller_id"
  ) THEN
    RAISE EXCEPTION 'offer_items: % is not an item of the seller of bundle offer %', NEW."product_id", NEW."offer_id"
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "offer_items_match_offer" BEFORE INSERT OR UPDATE ON "offer_items"
  FOR EACH ROW EXECUTE FUNCTION "offer_item_matches_its_offer"();
