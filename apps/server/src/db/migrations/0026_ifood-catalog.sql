CREATE TABLE "ifood_item_statuses" (
	"establishment_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ifood_item_statuses_pkey" PRIMARY KEY("establishment_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "ifood_connections" ADD COLUMN "catalog_synced_version" integer;--> statement-breakpoint
ALTER TABLE "ifood_item_statuses" ADD CONSTRAINT "ifood_item_statuses_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ifood_item_statuses" ADD CONSTRAINT "ifood_item_statuses_product_id_fk" FOREIGN KEY ("establishment_id","product_id") REFERENCES "public"."products"("establishment_id","id") ON DELETE cascade ON UPDATE no action;