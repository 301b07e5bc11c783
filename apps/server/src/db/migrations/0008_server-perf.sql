-- Every write to establishments tells every server instance, through the realtime channel the
-- instances already LISTEN on, to forget the tenants they keep in memory (decision 016). A
-- statement trigger with one payload: PostgreSQL folds identical notifications of a transaction.
CREATE FUNCTION "notify_establishments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('comanda_events', '{"topic":"tenants","type":"establishments.changed","data":{}}');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "establishments_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "establishments"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_establishments_changed"();
