ALTER TYPE "public"."notification_group" ADD VALUE 'followed_sellers' BEFORE 'saved_searches';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'new_listing';--> statement-breakpoint
CREATE TABLE "seller_follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"follower_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_follows_follower_seller_unique" UNIQUE("follower_id","seller_id"),
	CONSTRAINT "seller_follows_not_self" CHECK ("seller_follows"."follower_id" <> "seller_follows"."seller_id")
);
--> statement-breakpoint
ALTER TABLE "seller_follows" ADD CONSTRAINT "seller_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_follows" ADD CONSTRAINT "seller_follows_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_follows_seller_idx" ON "seller_follows" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "products_active_seller_idx" ON "products" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';