CREATE TABLE "order_station_bumps" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"station" text NOT NULL,
	"done" boolean NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_station_bumps_pkey" PRIMARY KEY("establishment_id","id")
);
--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "busy_limit_minutes" integer;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "busy_extra_prep_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "busy_pause_ifood" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "busy_scheduled_only" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "busy_auto_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "busy_manual_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "busy_ifood_interruption_id" text;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "kds_expo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_station_bumps" ADD CONSTRAINT "order_station_bumps_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_station_bumps" ADD CONSTRAINT "order_station_bumps_order_id_fk" FOREIGN KEY ("establishment_id","order_id") REFERENCES "public"."orders"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_station_bumps_order_idx" ON "order_station_bumps" USING btree ("establishment_id","order_id","at");--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_busy_minutes_check" CHECK ("establishments"."busy_extra_prep_minutes" BETWEEN 0 AND 120 AND ("establishments"."busy_limit_minutes" IS NULL OR "establishments"."busy_limit_minutes" BETWEEN 5 AND 240));