CREATE TABLE "bundle_basket_items" (
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundle_basket_items_buyer_id_product_id_pk" PRIMARY KEY("buyer_id","product_id"),
	CONSTRAINT "bundle_basket_items_buyer_is_not_seller" CHECK ("bundle_basket_items"."buyer_id" <> "bundle_basket_items"."seller_id")
);
--> statement-breakpoint
CREATE TABLE "sale_items" (
	"transaction_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_cents" integer,
	"holds_item" boolean NOT NULL,
	CONSTRAINT "sale_items_transaction_id_product_id_pk" PRIMARY KEY("transaction_id","product_id"),
	CONSTRAINT "sale_items_price_not_negative" CHECK ("sale_items"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bundle_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "bundle_discount_percent" smallint;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "bundle_discount_cents" integer;--> statement-breakpoint
ALTER TABLE "bundle_basket_items" ADD CONSTRAINT "bundle_basket_items_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_basket_items" ADD CONSTRAINT "bundle_basket_items_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_basket_items" ADD CONSTRAINT "bundle_basket_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_basket_items_basket_idx" ON "bundle_basket_items" USING btree ("buyer_id","seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_items_one_holding_sale_per_product" ON "sale_items" USING btree ("product_id") WHERE "sale_items"."holds_item";--> statement-breakpoint
CREATE INDEX "sale_items_product_idx" ON "sale_items" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_bundle_discount" CHECK (("transactions"."bundle_discount_cents" is null) = ("transactions"."bundle_discount_percent" is null) and "transactions"."bundle_discount_cents" >= 0 and "transactions"."bundle_discount_percent" between 0 and 30);--> statement-breakpoint
-- hand-written:
-- Every sale names its items in sale_items: a single-item sale's one row is written here from its
-- product_id, so the code that creates single sales is unchanged; a bundle adds its other items.
-- holds_item follows the sale's state, so the partial unique index above refuses a second sale of
-- any item, single or bundle (docs/decisions/0082).
CREATE OR REPLACE FUNCTION "sale_items_follow_sale"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "sale_items" ("transaction_id", "product_id", "holds_item")
      VALUES (NEW."id", NEW."product_id", sale_state_holds_item(NEW."state"));
  ELSIF NEW."state" IS DISTINCT FROM OLD."state" THEN
    UPDATE "sale_items" SET "holds_item" = sale_state_holds_item(NEW."state") WHERE "transaction_id" = NEW."id";
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_sale_items" AFTER INSERT OR UPDATE OF "state" ON "transactions"
  FOR EACH ROW EXECUTE FUNCTION "sale_items_follow_sale"();
--> statement-breakpoint
-- A bundle item's row takes its holding state from its sale too, whoever writes it.
CREATE OR REPLACE FUNCTION "sale_item_holds_as_its_sale"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT sale_state_holds_item("state") INTO NEW."holds_item" FROM "transactions" WHERE "id" = NEW."transaction_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sale_items_holds_as_sale" BEFORE INSERT OR UPDATE ON "sale_items"
  FOR EACH ROW EXECUTE FUNCTION "sale_item_holds_as_its_sale"();
--> statement-breakpoint
INSERT INTO "sale_items" ("transaction_id", "product_id", "holds_item")
  SELECT "id", "product_id", sale_state_holds_item("state") FROM "transactions";
