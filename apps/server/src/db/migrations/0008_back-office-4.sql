CREATE TABLE "fiscal_disablements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"series" integer NOT NULL,
	"from_number" integer NOT NULL,
	"to_number" integer NOT NULL,
	"reason" text NOT NULL,
	"done" boolean NOT NULL,
	"c_stat" text,
	"x_motivo" text,
	"protocol" text,
	"xml" text,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "choice_groups" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "choice_options" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "extras" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "cancel_c_stat" text;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "cancel_x_motivo" text;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "cancel_protocol" text;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "cancel_xml" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "trade_name" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "street_number" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "complement" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "cep" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "municipality_name" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "fiscal_disablements" ADD CONSTRAINT "fiscal_disablements_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiscal_disablements_series_idx" ON "fiscal_disablements" USING btree ("establishment_id","series");--> statement-breakpoint
CREATE INDEX "fiscal_notes_cancel_queue_idx" ON "fiscal_notes" USING btree ("next_attempt_at") WHERE "fiscal_notes"."status" = 'authorised' and "fiscal_notes"."cancel_requested_at" is not null;--> statement-breakpoint
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
