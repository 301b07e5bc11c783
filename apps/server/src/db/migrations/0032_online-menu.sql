CREATE TABLE "delivery_zones" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"bairro" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"minimum_cents" integer NOT NULL,
	"minutes" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_zones_pkey" PRIMARY KEY("establishment_id","id")
);
--> statement-breakpoint
CREATE TABLE "online_menu_settings" (
	"establishment_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"mesa" boolean DEFAULT true NOT NULL,
	"retirada" boolean DEFAULT true NOT NULL,
	"entrega" boolean DEFAULT false NOT NULL,
	"agendar" boolean DEFAULT false NOT NULL,
	"pay_pix" boolean DEFAULT true NOT NULL,
	"pay_dinheiro" boolean DEFAULT true NOT NULL,
	"pay_cartao" boolean DEFAULT true NOT NULL,
	"schedule_lead_minutes" integer DEFAULT 30 NOT NULL,
	"schedule_days_ahead" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_orders" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"table_number" integer,
	"zone_id" uuid,
	"bairro" text,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"scheduled_for" timestamp with time zone,
	"payment" text NOT NULL,
	"troco_para_cents" integer,
	"customer_name" text NOT NULL,
	CONSTRAINT "online_orders_pkey" PRIMARY KEY("establishment_id","id"),
	CONSTRAINT "online_orders_order_key" UNIQUE("establishment_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_menu_settings" ADD CONSTRAINT "online_menu_settings_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_order_id_fk" FOREIGN KEY ("establishment_id","order_id") REFERENCES "public"."orders"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_zones_establishment_idx" ON "delivery_zones" USING btree ("establishment_id","position");