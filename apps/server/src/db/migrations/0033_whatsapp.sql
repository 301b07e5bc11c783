CREATE TABLE "whatsapp_messages" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"to_phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"provider_message_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "whatsapp_messages_pkey" PRIMARY KEY("establishment_id","id"),
	CONSTRAINT "whatsapp_messages_order_kind_key" UNIQUE("establishment_id","order_id","kind")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_settings" (
	"establishment_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"phone_number_id" text,
	"access_token_sealed" text,
	"template_name" text DEFAULT 'pedido_pronto' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_order_id_fk" FOREIGN KEY ("establishment_id","order_id") REFERENCES "public"."orders"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD CONSTRAINT "whatsapp_settings_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_sent_idx" ON "whatsapp_messages" USING btree ("establishment_id","sent_at");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_pending_idx" ON "whatsapp_messages" USING btree ("created_at") WHERE "whatsapp_messages"."status" = 'pending';