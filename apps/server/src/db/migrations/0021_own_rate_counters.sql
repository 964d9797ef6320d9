CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" bigint[] NOT NULL,
	"allowed" boolean NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_counters_expires_at_idx" ON "rate_counters" USING btree ("expires_at");--> statement-breakpoint
-- Kierto's counters kept in Better Auth's table until now start afresh in their own.
DELETE FROM "rate_limits" WHERE "key" LIKE 'app:%';
