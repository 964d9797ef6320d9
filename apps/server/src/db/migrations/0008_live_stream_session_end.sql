-- A session that ends (sign-out, sign-out everywhere, a password reset, a deleted account) tells
-- every instance at once on the realtime channel, so the live streams opened with it end too.
-- The database announces it, so no code path that deletes sessions can forget to.
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'kierto_events',
    json_build_object('type', 'session', 'userIds', json_build_array(OLD.user_id), 'id', OLD.id)::text
  );
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_notify_ended AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
