ALTER TABLE "products" ADD COLUMN "ibs_cbs_class" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "ibs_cbs_early" boolean DEFAULT false NOT NULL;