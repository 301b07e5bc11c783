ALTER TABLE "marketplace_orders" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD COLUMN "cancel_request_code" text;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD COLUMN "cancel_request_reason" text;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD COLUMN "cancel_requested_by" text;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD COLUMN "cancel_refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD COLUMN "canceled_at" timestamp with time zone;