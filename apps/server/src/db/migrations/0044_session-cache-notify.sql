-- Every write to an account table tells every server instance, through the realtime channel the
-- instances already LISTEN on, to forget the signed-in people they keep in memory (ADR 087):
-- a session ended, a role or a shop changed. A statement trigger with one payload, as for
-- establishments (0008): PostgreSQL folds identical notifications of a transaction.
CREATE FUNCTION "notify_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('comanda_events', '{"topic":"sessions","type":"sessions.changed","data":{}}');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "profiles_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "user_roles_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "terminal_sessions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "terminal_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();
