ALTER TABLE "establishments" ADD COLUMN "welcome_image_url" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;