ALTER TABLE "establishments" ADD COLUMN "ask_customer_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "ask_order_type" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "kds_warning_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "kds_late_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "discount_limit_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "business_hours" jsonb;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "receipt_footer" text;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_kds_minutes_check" CHECK (0 < "establishments"."kds_warning_minutes" AND "establishments"."kds_warning_minutes" < "establishments"."kds_late_minutes");--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_discount_limit_check" CHECK ("establishments"."discount_limit_percent" BETWEEN 0 AND 100);