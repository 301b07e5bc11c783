CREATE TYPE "public"."fiscal_note_status" AS ENUM('pending', 'authorised', 'contingency', 'rejected', 'denied', 'failed', 'canceled');--> statement-breakpoint
CREATE TABLE "fiscal_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"series" integer NOT NULL,
	"number" integer NOT NULL,
	"c_nf" text NOT NULL,
	"tp_emis" smallint DEFAULT 1 NOT NULL,
	"status" "fiscal_note_status" DEFAULT 'pending' NOT NULL,
	"access_key" text,
	"xml" text,
	"qr_code" text,
	"protocol" text,
	"c_stat" text,
	"x_motivo" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone,
	"contingency_at" timestamp with time zone,
	"authorised_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_notes_establishment_order_key" UNIQUE("establishment_id","order_id"),
	CONSTRAINT "fiscal_notes_establishment_series_number_key" UNIQUE("establishment_id","series","number")
);
--> statement-breakpoint
CREATE TABLE "fiscal_number_counters" (
	"establishment_id" uuid NOT NULL,
	"series" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "fiscal_number_counters_establishment_id_series_pk" PRIMARY KEY("establishment_id","series")
);
--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD CONSTRAINT "fiscal_notes_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD CONSTRAINT "fiscal_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_number_counters" ADD CONSTRAINT "fiscal_number_counters_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiscal_notes_queue_idx" ON "fiscal_notes" USING btree ("next_attempt_at") WHERE "fiscal_notes"."status" in ('pending', 'contingency');