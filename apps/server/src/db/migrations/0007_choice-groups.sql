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
ALTER TABLE "choice_groups" ADD CONSTRAINT "choice_groups_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choice_groups" ADD CONSTRAINT "choice_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choice_options" ADD CONSTRAINT "choice_options_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choice_options" ADD CONSTRAINT "choice_options_group_id_choice_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."choice_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choice_options" ADD CONSTRAINT "choice_options_option_product_id_products_id_fk" FOREIGN KEY ("option_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_choices" ADD CONSTRAINT "order_item_choices_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_choices" ADD CONSTRAINT "order_item_choices_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_choices" ADD CONSTRAINT "order_item_choices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "choice_groups_product_id_idx" ON "choice_groups" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "choice_groups_establishment_id_idx" ON "choice_groups" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "choice_options_group_id_idx" ON "choice_options" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "choice_options_establishment_id_idx" ON "choice_options" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "choice_options_option_product_id_idx" ON "choice_options" USING btree ("option_product_id");--> statement-breakpoint
CREATE INDEX "order_item_choices_order_item_id_idx" ON "order_item_choices" USING btree ("order_item_id");