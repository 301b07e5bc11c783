ALTER TABLE "orders" ADD COLUMN "kitchen_hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kitchen_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_kitchen_hold_until_idx" ON "orders" USING btree ("kitchen_hold_until") WHERE "orders"."kitchen_held_at" is not null and "orders"."kitchen_hold_until" is not null;--> statement-breakpoint
CREATE INDEX "orders_kitchen_since_idx" ON "orders" USING btree ("establishment_id","kitchen_since") WHERE "orders"."kitchen_since" is not null;