CREATE TABLE "table_tabs" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"table_number" integer NOT NULL,
	"label" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"waiter_called_at" timestamp with time zone,
	"bill_requested_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"service_percent" integer,
	"service_cents" integer,
	"total_cents" integer,
	"paid_cents" integer,
	"parts" jsonb,
	CONSTRAINT "table_tabs_pkey" PRIMARY KEY("establishment_id","id")
);
--> statement-breakpoint
ALTER TABLE "online_menu_settings" ADD COLUMN "service_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "tab_id" uuid;--> statement-breakpoint
ALTER TABLE "table_tabs" ADD CONSTRAINT "table_tabs_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "table_tabs_open_per_table" ON "table_tabs" USING btree ("establishment_id","table_number") WHERE "table_tabs"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "table_tabs_establishment_opened_idx" ON "table_tabs" USING btree ("establishment_id","opened_at");--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_tab_id_fk" FOREIGN KEY ("establishment_id","tab_id") REFERENCES "public"."table_tabs"("establishment_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_orders_tab_idx" ON "online_orders" USING btree ("establishment_id","tab_id");