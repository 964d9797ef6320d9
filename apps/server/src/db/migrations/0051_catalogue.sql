ALTER TYPE "public"."gender" ADD VALUE 'Kids';--> statement-breakpoint
DROP INDEX "products_active_search_idx";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "size" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "subcategory" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "chest_cm" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_cm" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "waist_cm" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "inseam_cm" smallint;--> statement-breakpoint
CREATE INDEX "products_active_subcategory_idx" ON "products" USING btree ("subcategory","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_search_idx" ON "products" USING gin (search_vector,created_buckets,"category","subcategory","size","gender","condition","color","season","style","fabric") WHERE status = 'active';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_size" CHECK ("products"."size" in ('XS', 'S', 'M', 'L', 'XL', 'XXL', '34', '36', '38', '40', '42', '44', '46', 'one_size', 'W24/L28', 'W24/L30', 'W24/L32', 'W24/L34', 'W24/L36', 'W25/L28', 'W25/L30', 'W25/L32', 'W25/L34', 'W25/L36', 'W26/L28', 'W26/L30', 'W26/L32', 'W26/L34', 'W26/L36', 'W27/L28', 'W27/L30', 'W27/L32', 'W27/L34', 'W27/L36', 'W28/L28', 'W28/L30', 'W28/L32', 'W28/L34', 'W28/L36', 'W29/L28', 'W29/L30', 'W29/L32', 'W29/L34', 'W29/L36', 'W30/L28', 'W30/L30', 'W30/L32', 'W30/L34', 'W30/L36', 'W31/L28', 'W31/L30', 'W31/L32', 'W31/L34', 'W31/L36', 'W32/L28', 'W32/L30', 'W32/L32', 'W32/L34', 'W32/L36', 'W33/L28', 'W33/L30', 'W33/L32', 'W33/L34', 'W33/L36', 'W34/L28', 'W34/L30', 'W34/L32', 'W34/L34', 'W34/L36', 'W36/L28', 'W36/L30', 'W36/L32', 'W36/L34', 'W36/L36', 'W38/L28', 'W38/L30', 'W38/L32', 'W38/L34', 'W38/L36', 'W40/L28', 'W40/L30', 'W40/L32', 'W40/L34', 'W40/L36', 'EU18', 'EU19', 'EU20', 'EU21', 'EU22', 'EU23', 'EU24', 'EU25', 'EU26', 'EU27', 'EU28', 'EU29', 'EU30', 'EU31', 'EU32', 'EU33', 'EU34', 'EU35', 'EU36', 'EU37', 'EU38', 'EU39', 'EU40', 'EU41', 'EU42', 'EU43', 'EU44', 'EU45', 'EU46', 'EU47', '50cm', '56cm', '62cm', '68cm', '74cm', '80cm', '86cm', '92cm', '98cm', '104cm', '110cm', '116cm', '122cm', '128cm', '134cm', '140cm', '146cm', '152cm', '158cm', '164cm', '170cm'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subcategory" CHECK ("products"."subcategory" is null or ("products"."category"::text, "products"."subcategory") in (('Tops', 't_shirts'), ('Tops', 'shirts_blouses'), ('Tops', 'knitwear'), ('Tops', 'hoodies'), ('Tops', 'tank_tops'), ('Bottoms', 'jeans'), ('Bottoms', 'trousers'), ('Bottoms', 'shorts'), ('Bottoms', 'skirts'), ('Bottoms', 'leggings'), ('Dresses', 'everyday_dresses'), ('Dresses', 'party_dresses'), ('Dresses', 'jumpsuits'), ('Outerwear', 'coats'), ('Outerwear', 'jackets'), ('Outerwear', 'rain_outdoor'), ('Outerwear', 'overalls'), ('Shoes', 'sneakers'), ('Shoes', 'boots'), ('Shoes', 'sandals'), ('Shoes', 'dress_shoes'), ('Accessories', 'bags'), ('Accessories', 'hats'), ('Accessories', 'scarves'), ('Accessories', 'gloves'), ('Accessories', 'belts'), ('Accessories', 'jewellery')));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_chest_cm" CHECK (chest_cm is null or chest_cm between 20 and 200);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_length_cm" CHECK (length_cm is null or length_cm between 10 and 200);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_waist_cm" CHECK (waist_cm is null or waist_cm between 20 and 200);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_inseam_cm" CHECK (inseam_cm is null or inseam_cm between 10 and 130);--> statement-breakpoint
DROP TYPE "public"."size";--> statement-breakpoint
-- hand-written:
-- Shoes were listed in the clothing EU numbers before shoe sizes existed: the number is the same
-- EU shoe size, now in the shoe system's code. Letter sizes on shoes have no shoe size to move
-- to and stay as they are; every other listing keeps its size.
UPDATE "products" SET "size" = 'EU' || "size"
WHERE "category" = 'Shoes' AND "size" in ('34', '36', '38', '40', '42', '44', '46');
