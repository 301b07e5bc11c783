CREATE TABLE "table_tab_payments" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"tab_id" uuid NOT NULL,
	"register_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"change_cents" integer DEFAULT 0 NOT NULL,
	"item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allocations" jsonb NOT NULL,
	"at_closing" boolean DEFAULT false NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_tab_payments_pkey" PRIMARY KEY("establishment_id","id")
);
--> statement-breakpoint
ALTER TABLE "table_tab_payments" ADD CONSTRAINT "table_tab_payments_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_tab_payments" ADD CONSTRAINT "table_tab_payments_tab_id_fk" FOREIGN KEY ("establishment_id","tab_id") REFERENCES "public"."table_tabs"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_tab_payments_tab_idx" ON "table_tab_payments" USING btree ("establishment_id","tab_id");