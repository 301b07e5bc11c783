CREATE TYPE "public"."order_channel" AS ENUM('totem', 'balcao', 'ifood', 'open_delivery', 'cardapio_digital', 'mesa');--> statement-breakpoint
CREATE TYPE "public"."order_fulfilment" AS ENUM('comer_aqui', 'para_levar', 'entrega');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" "order_channel" DEFAULT 'totem' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" "order_fulfilment" DEFAULT 'comer_aqui' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "external_code" text;--> statement-breakpoint
ALTER TABLE "finance_settings" ADD COLUMN "channels" jsonb;--> statement-breakpoint
-- Existing orders take their channel from the flow that took them, their fulfilment from the customer's answer.
UPDATE "orders" SET "channel" = 'balcao' WHERE "origin" = 'pdv';--> statement-breakpoint
UPDATE "orders" SET "fulfilment" = 'para_levar' WHERE "dine_in" = false;--> statement-breakpoint
CREATE INDEX "orders_establishment_channel_idx" ON "orders" USING btree ("establishment_id","channel","business_date");