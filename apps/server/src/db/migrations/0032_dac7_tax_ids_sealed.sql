-- Personal identity codes are encrypted at rest from now on, with a key the database does not
-- hold: any stored in plain text wait in dac7_tax_ids_unsealed, which the next start seals back
-- in and drops (modules/dac7/seal-unsealed-tax-ids.ts). A database without any never has it.
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM "dac7_tax_ids") THEN
    CREATE TABLE "dac7_tax_ids_unsealed" AS
      SELECT "seller_id", "tax_id", "issued_by", "created_at", "updated_at" FROM "dac7_tax_ids";
    DELETE FROM "dac7_tax_ids";
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "dac7_tax_ids" DROP CONSTRAINT "dac7_tax_ids_form";--> statement-breakpoint
ALTER TABLE "dac7_tax_ids" ADD COLUMN "tax_id_sealed" text NOT NULL;--> statement-breakpoint
ALTER TABLE "dac7_tax_ids" ADD COLUMN "tax_id_last4" text NOT NULL;--> statement-breakpoint
ALTER TABLE "dac7_tax_ids" DROP COLUMN "tax_id";--> statement-breakpoint
ALTER TABLE "dac7_tax_ids" ADD CONSTRAINT "dac7_tax_ids_sealed" CHECK ("dac7_tax_ids"."tax_id_sealed" like 'v1.%');--> statement-breakpoint
ALTER TABLE "dac7_tax_ids" ADD CONSTRAINT "dac7_tax_ids_last4" CHECK ("dac7_tax_ids"."tax_id_last4" ~ '^[0-9]{3}[0-9A-Y]$');
