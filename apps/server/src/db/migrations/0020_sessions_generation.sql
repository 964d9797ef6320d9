ALTER TABLE "profiles" ADD COLUMN "sessions_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Better Auth keeps a signed copy of the session and its user in a cookie for a few minutes
-- (session.cookieCache), stamped with the account's sessions generation. Any change that must
-- reach every device at once raises it here, in the database, so no code path that deletes a
-- session (Better Auth's sign-out and revocations, a suspension, a deleted account) or edits the
-- account can forget to; a cached copy of an older generation is then read again from the tables.
CREATE FUNCTION raise_sessions_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET sessions_generation = sessions_generation + 1
  WHERE id IN (SELECT DISTINCT user_id FROM changed_sessions);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_raise_generation AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS changed_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION raise_sessions_generation();--> statement-breakpoint
CREATE FUNCTION raise_sessions_generation_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET sessions_generation = sessions_generation + 1 WHERE id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_raise_sessions_generation AFTER UPDATE OF name, email, email_verified ON users
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.email_verified IS DISTINCT FROM NEW.email_verified)
  EXECUTE FUNCTION raise_sessions_generation_of_user();
