CREATE TABLE "case_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"case_id" uuid,
	"card_key" text NOT NULL,
	"full_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_photos_card_key_unique" UNIQUE("card_key"),
	CONSTRAINT "case_photos_full_key_unique" UNIQUE("full_key")
);
--> statement-breakpoint
ALTER TABLE "case_photos" ADD CONSTRAINT "case_photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_photos" ADD CONSTRAINT "case_photos_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_photos_case_idx" ON "case_photos" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "case_photos_unclaimed_idx" ON "case_photos" USING btree ("owner_id","created_at") WHERE case_id is null;