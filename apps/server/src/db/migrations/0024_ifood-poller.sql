ALTER TYPE "public"."payment_provider" ADD VALUE 'ifood';--> statement-breakpoint
ALTER TYPE "public"."payment_provider" ADD VALUE 'open_delivery';--> statement-breakpoint
CREATE TABLE "marketplace_events" (
	"establishment_id" uuid NOT NULL,
	"channel" "order_channel" NOT NULL,
	"event_id" text NOT NULL,
	"code" text NOT NULL,
	"external_order_id" text NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"acked_at" timestamp with time zone,
	CONSTRAINT "marketplace_events_pkey" PRIMARY KEY("establishment_id","channel","event_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_orders" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"channel" "order_channel" NOT NULL,
	"external_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"merchant_id" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirm_claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_orders_pkey" PRIMARY KEY("establishment_id","id"),
	CONSTRAINT "marketplace_orders_external_key" UNIQUE("establishment_id","channel","external_id"),
	CONSTRAINT "marketplace_orders_order_key" UNIQUE("establishment_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_unmapped_items" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"channel" "order_channel" NOT NULL,
	"external_code" text NOT NULL,
	"name" text NOT NULL,
	"times_seen" integer DEFAULT 1 NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketplace_unmapped_items_pkey" PRIMARY KEY("establishment_id","id"),
	CONSTRAINT "marketplace_unmapped_items_key" UNIQUE("establishment_id","channel","external_code","name")
);
--> statement-breakpoint
ALTER TABLE "marketplace_events" ADD CONSTRAINT "marketplace_events_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_order_id_fk" FOREIGN KEY ("establishment_id","order_id") REFERENCES "public"."orders"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_unmapped_items" ADD CONSTRAINT "marketplace_unmapped_items_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_events_order_idx" ON "marketplace_events" USING btree ("establishment_id","channel","external_order_id");