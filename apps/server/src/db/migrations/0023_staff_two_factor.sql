ALTER TYPE "public"."audit_action" ADD VALUE 'two_factor_reset';--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "two_factors_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Turning two-factor sign-in on or off (or an admin's reset) must reach every device's cached
-- copy of the user at once, as a change of name or address does (migration 0020).
DROP TRIGGER users_raise_sessions_generation ON users;--> statement-breakpoint
CREATE TRIGGER users_raise_sessions_generation AFTER UPDATE OF name, email, email_verified, two_factor_enabled ON users
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.email_verified IS DISTINCT FROM NEW.email_verified
    OR OLD.two_factor_enabled IS DISTINCT FROM NEW.two_factor_enabled)
  EXECUTE FUNCTION raise_sessions_generation_of_user();
