CREATE TABLE "open_delivery_connections" (
	"establishment_id" uuid PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"merchant_id" text NOT NULL,
	"connected" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open_delivery_connections" ADD CONSTRAINT "open_delivery_connections_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_delivery_connections_merchant_idx" ON "open_delivery_connections" USING btree ("merchant_id");