ALTER TABLE "establishments" ADD COLUMN "mercadopago_point_device_id" text;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "demo_payments" boolean DEFAULT false NOT NULL;