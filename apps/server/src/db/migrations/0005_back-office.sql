CREATE TYPE "public"."order_device_kind" AS ENUM('kitchen', 'board');--> statement-breakpoint
CREATE TYPE "public"."order_stage" AS ENUM('received', 'preparing', 'ready', 'delivered', 'canceled');--> statement-breakpoint
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
ALTER TABLE "establishments" ADD COLUMN "menu_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stage" "order_stage";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dine_in" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manual_refund_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_devices" ADD CONSTRAINT "order_devices_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stage_changes" ADD CONSTRAINT "order_stage_changes_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stage_changes" ADD CONSTRAINT "order_stage_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_devices_establishment_idx" ON "order_devices" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "order_stage_changes_order_idx" ON "order_stage_changes" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "extras_establishment_id_idx" ON "extras" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "ingredients_establishment_id_idx" ON "ingredients" USING btree ("establishment_id");