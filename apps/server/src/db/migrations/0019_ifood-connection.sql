CREATE TABLE "ifood_connections" (
	"establishment_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" text,
	"merchant_name" text,
	"connected" boolean DEFAULT false NOT NULL,
	"auto_accept" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ifood_connections" ADD CONSTRAINT "ifood_connections_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ifood_connections_merchant_idx" ON "ifood_connections" USING btree ("merchant_id");