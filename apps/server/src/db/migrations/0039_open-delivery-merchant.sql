ALTER TABLE "open_delivery_connections" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "open_delivery_connections" ADD COLUMN "longitude" double precision;