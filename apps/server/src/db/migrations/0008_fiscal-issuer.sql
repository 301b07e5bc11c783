ALTER TABLE "fiscal_settings" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "trade_name" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "street_number" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "complement" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "cep" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "municipality_name" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "phone" text;