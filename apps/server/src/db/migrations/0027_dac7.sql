ALTER TYPE "public"."notification_type" ADD VALUE 'dac7_details_needed' BEFORE 'other';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'payouts_withheld' BEFORE 'other';--> statement-breakpoint
CREATE TABLE "dac7_reminders" (
	"seller_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"withheld_at" timestamp with time zone,
	CONSTRAINT "dac7_reminders_seller_id_year_pk" PRIMARY KEY("seller_id","year"),
	CONSTRAINT "dac7_reminders_count" CHECK ("dac7_reminders"."reminders_sent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dac7_tax_ids" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"tax_id" text NOT NULL,
	"issued_by" text DEFAULT 'FI' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dac7_tax_ids_form" CHECK ("dac7_tax_ids"."tax_id" ~ '^[0-9]{6}[-+A-FU-Y][0-9]{3}[0-9A-Y]$'),
	CONSTRAINT "dac7_tax_ids_country" CHECK ("dac7_tax_ids"."issued_by" = 'FI')
);
--> statement-breakpoint
ALTER TABLE "dac7_reminders" ADD CONSTRAINT "dac7_reminders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dac7_tax_ids" ADD CONSTRAINT "dac7_tax_ids_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_completed_idx" ON "transactions" USING btree ("completed_at") WHERE state = 'completed';