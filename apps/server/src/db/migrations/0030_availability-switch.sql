CREATE TABLE "ingredient_outages" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"stock_item_id" uuid NOT NULL,
	"product_id" uuid,
	"extra_id" uuid,
	"until" timestamp with time zone,
	CONSTRAINT "ingredient_outages_pkey" PRIMARY KEY("establishment_id","id")
);
--> statement-breakpoint
ALTER TABLE "choice_options" ADD COLUMN "sold_out_marked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "choice_options" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "extras" ADD COLUMN "sold_out_marked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "extras" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "sold_out_marked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ifood_connections" ADD COLUMN "catalog_changes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ingredient_outages" ADD CONSTRAINT "ingredient_outages_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_outages" ADD CONSTRAINT "ingredient_outages_product_id_fk" FOREIGN KEY ("establishment_id","product_id") REFERENCES "public"."products"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_outages" ADD CONSTRAINT "ingredient_outages_extra_id_fk" FOREIGN KEY ("establishment_id","extra_id") REFERENCES "public"."extras"("establishment_id","id") ON DELETE cascade ON UPDATE no action;