CREATE TYPE "public"."fiscal_note_status" AS ENUM('pending', 'authorised', 'contingency', 'rejected', 'denied', 'failed', 'canceled');--> statement-breakpoint
CREATE TABLE "choice_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"min_choices" integer NOT NULL,
	"max_choices" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "choice_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"option_product_id" uuid,
	"name" text,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_choices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"product_id" uuid,
	"group_name" text NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "fiscal_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"device" text NOT NULL,
	"series" integer NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiscal_settings" (
	"establishment_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"cnpj" text,
	"ie" text,
	"crt" smallint DEFAULT 1 NOT NULL,
	"uf" text,
	"municipality_code" text,
	"environment" text DEFAULT 'homologacao' NOT NULL,
	"csc_id" text,
	"csc_sealed" text,
	"certificate_sealed" text,
	"certificate_password_sealed" text,
	"certificate_holder" text,
	"certificate_cnpj" text,
	"certificate_not_after" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "welcome_image_url" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ncm" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cfop" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fiscal_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_cpf" text;--> statement-breakpoint
ALTER TABLE "choice_groups" ADD CONSTRAINT "choice_groups_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choice_groups" ADD CONSTRAINT "choice_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choice_options" ADD CONSTRAINT "choice_options_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choice_options" ADD CONSTRAINT "choice_options_group_id_choice_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."choice_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choice_options" ADD CONSTRAINT "choice_options_option_product_id_products_id_fk" FOREIGN KEY ("option_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_choices" ADD CONSTRAINT "order_item_choices_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_choices" ADD CONSTRAINT "order_item_choices_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_choices" ADD CONSTRAINT "order_item_choices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD CONSTRAINT "fiscal_notes_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD CONSTRAINT "fiscal_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_series" ADD CONSTRAINT "fiscal_series_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD CONSTRAINT "fiscal_settings_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "choice_groups_product_id_idx" ON "choice_groups" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "choice_groups_establishment_id_idx" ON "choice_groups" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "choice_options_group_id_idx" ON "choice_options" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "choice_options_establishment_id_idx" ON "choice_options" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "choice_options_option_product_id_idx" ON "choice_options" USING btree ("option_product_id");--> statement-breakpoint
CREATE INDEX "order_item_choices_order_item_id_idx" ON "order_item_choices" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "fiscal_notes_queue_idx" ON "fiscal_notes" USING btree ("next_attempt_at") WHERE "fiscal_notes"."status" in ('pending', 'contingency');--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_series_device_key" ON "fiscal_series" USING btree ("establishment_id",lower("device"));--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_series_series_key" ON "fiscal_series" USING btree ("establishment_id","series");