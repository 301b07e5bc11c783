CREATE TYPE "public"."payment_attempt_status" AS ENUM('pending', 'approved', 'rejected', 'canceled', 'expired', 'error');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('pix', 'card');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('demo', 'mercadopago', 'static_pix', 'mercadopago_point', 'network_terminal');--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"status" "payment_attempt_status" DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_payment_id" text,
	"provider_idempotency_key" text NOT NULL,
	"provider_status" text,
	"pix_qr_code" text,
	"pix_qr_code_base64" text,
	"expires_at" timestamp with time zone NOT NULL,
	"demo_approve_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_provider_idempotency_key_unique" UNIQUE("provider_idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_pending_per_method" ON "payment_attempts" USING btree ("order_id","method") WHERE "payment_attempts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_attempts_order_id_idx" ON "payment_attempts" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_provider_payment_idx" ON "payment_attempts" USING btree ("establishment_id","provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_pending_idx" ON "payment_attempts" USING btree ("status","provider") WHERE "payment_attempts"."status" = 'pending';