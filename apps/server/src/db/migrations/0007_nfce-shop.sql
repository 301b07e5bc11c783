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
ALTER TABLE "products" ADD COLUMN "ncm" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cfop" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fiscal_unit" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_cpf" text;--> statement-breakpoint
ALTER TABLE "fiscal_series" ADD CONSTRAINT "fiscal_series_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD CONSTRAINT "fiscal_settings_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_series_device_key" ON "fiscal_series" USING btree ("establishment_id",lower("device"));--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_series_series_key" ON "fiscal_series" USING btree ("establishment_id","series");