CREATE TYPE "public"."order_device_kind" AS ENUM('kitchen', 'board');--> statement-breakpoint
CREATE TYPE "public"."order_stage" AS ENUM('received', 'preparing', 'ready', 'delivered', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."stock_movement_kind" AS ENUM('purchase', 'sale', 'sale_return', 'adjustment', 'loss', 'count');--> statement-breakpoint
CREATE TYPE "public"."stock_unit" AS ENUM('un', 'kg', 'g', 'l', 'ml');--> statement-breakpoint
CREATE TABLE "order_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" "order_device_kind" NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "order_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "order_stage_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"stage" "order_stage" NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"product_id" uuid,
	"extra_id" uuid,
	"ingredient_id" uuid,
	"stock_item_id" uuid NOT NULL,
	"quantity_milli" integer NOT NULL,
	CONSTRAINT "recipe_lines_product_xor_extra" CHECK (("recipe_lines"."product_id" is null) <> ("recipe_lines"."extra_id" is null))
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" "stock_unit" NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"minimum_milli" integer DEFAULT 0 NOT NULL,
	"level_milli" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_items_level_not_negative" CHECK ("stock_items"."level_milli" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"stock_item_id" uuid NOT NULL,
	"kind" "stock_movement_kind" NOT NULL,
	"quantity_milli" integer NOT NULL,
	"level_after_milli" integer NOT NULL,
	"cost_cents" integer,
	"reason" text,
	"order_id" uuid,
	"purchase_id" uuid,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_installments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"total_cents" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"name" text NOT NULL,
	"tax_id" text NOT NULL,
	"contact_name" text,
	"phone" text,
	"email" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_establishment_tax_id_key" UNIQUE("establishment_id","tax_id")
);
--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "ask_customer_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "ask_order_type" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "kds_warning_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "kds_late_minutes" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "discount_limit_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "business_hours" jsonb;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "receipt_footer" text;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "menu_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out_marked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out_by_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stage" "order_stage";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dine_in" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manual_refund_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_devices" ADD CONSTRAINT "order_devices_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stage_changes" ADD CONSTRAINT "order_stage_changes_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stage_changes" ADD CONSTRAINT "order_stage_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_extra_id_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."extras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_installments" ADD CONSTRAINT "purchase_installments_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_installments" ADD CONSTRAINT "purchase_installments_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_devices_establishment_idx" ON "order_devices" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "order_stage_changes_order_idx" ON "order_stage_changes" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "recipe_lines_product_idx" ON "recipe_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "recipe_lines_extra_idx" ON "recipe_lines" USING btree ("extra_id");--> statement-breakpoint
CREATE INDEX "recipe_lines_stock_item_idx" ON "recipe_lines" USING btree ("stock_item_id");--> statement-breakpoint
CREATE INDEX "stock_items_establishment_name_idx" ON "stock_items" USING btree ("establishment_id","name");--> statement-breakpoint
CREATE INDEX "stock_movements_establishment_created_idx" ON "stock_movements" USING btree ("establishment_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_item_idx" ON "stock_movements" USING btree ("stock_item_id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "purchase_installments_purchase_idx" ON "purchase_installments" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_establishment_created_idx" ON "purchases" USING btree ("establishment_id","created_at");--> statement-breakpoint
CREATE INDEX "extras_establishment_id_idx" ON "extras" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "ingredients_establishment_id_idx" ON "ingredients" USING btree ("establishment_id");--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_kds_minutes_check" CHECK (0 < "establishments"."kds_warning_minutes" AND "establishments"."kds_warning_minutes" < "establishments"."kds_late_minutes");--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_discount_limit_check" CHECK ("establishments"."discount_limit_percent" BETWEEN 0 AND 100);