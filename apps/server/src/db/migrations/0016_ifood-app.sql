ALTER TABLE "platform_settings" ADD COLUMN "ifood_client_id" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "ifood_client_secret" text;