CREATE TYPE "public"."payable_category" AS ENUM('supplies', 'rent', 'payroll', 'energy', 'water', 'telecom', 'taxes', 'maintenance', 'marketing', 'other');--> statement-breakpoint
CREATE TYPE "public"."payable_recurrence" AS ENUM('none', 'monthly');--> statement-breakpoint
CREATE TYPE "public"."payable_status" AS ENUM('open', 'paid', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."receivable_status" AS ENUM('open', 'received', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."register_method" AS ENUM('cash', 'pix', 'card');--> statement-breakpoint
CREATE TYPE "public"."register_movement_kind" AS ENUM('opening', 'sale', 'sangria', 'suprimento', 'count', 'difference', 'refund');--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'cash';--> statement-breakpoint
ALTER TYPE "public"."payment_provider" ADD VALUE 'counter';--> statement-breakpoint
CREATE TABLE "finance_settings" (
	"establishment_id" uuid PRIMARY KEY NOT NULL,
	"methods" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"description" text NOT NULL,
	"supplier_id" uuid,
	"supplier_name" text,
	"category" "payable_category" NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"group_id" uuid NOT NULL,
	"installment_number" integer DEFAULT 1 NOT NULL,
	"installment_count" integer DEFAULT 1 NOT NULL,
	"recurrence" "payable_recurrence" DEFAULT 'none' NOT NULL,
	"purchase_id" uuid,
	"status" "payable_status" DEFAULT 'open' NOT NULL,
	"paid_on" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receivables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"order_id" uuid,
	"payment_id" uuid,
	"method" text NOT NULL,
	"sale_date" date NOT NULL,
	"due_date" date NOT NULL,
	"gross_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"status" "receivable_status" DEFAULT 'open' NOT NULL,
	"received_on" date,
	"reversal_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_register_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"register_id" uuid NOT NULL,
	"kind" "register_movement_kind" NOT NULL,
	"method" "register_method" NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"order_id" uuid,
	"order_number" integer,
	"denominations" jsonb,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_registers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"name" text NOT NULL,
	"operator_id" uuid,
	"operator_email" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "counter_pending_sales" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"establishment_id" uuid NOT NULL,
	"register_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"held_tenders" jsonb NOT NULL,
	"due_method" "register_method" NOT NULL,
	"due_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "order_devices" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_authorized_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "received_cents" integer;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "change_cents" integer;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_settings" ADD CONSTRAINT "finance_settings_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_register_movements" ADD CONSTRAINT "cash_register_movements_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_register_movements" ADD CONSTRAINT "cash_register_movements_register_id_cash_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."cash_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_register_movements" ADD CONSTRAINT "cash_register_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_pending_sales" ADD CONSTRAINT "counter_pending_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_pending_sales" ADD CONSTRAINT "counter_pending_sales_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_pending_sales" ADD CONSTRAINT "counter_pending_sales_register_id_cash_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."cash_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payables_establishment_due_idx" ON "payables" USING btree ("establishment_id","due_date");--> statement-breakpoint
CREATE INDEX "payables_establishment_paid_idx" ON "payables" USING btree ("establishment_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "payables_purchase_installment_key" ON "payables" USING btree ("purchase_id","installment_number");--> statement-breakpoint
CREATE UNIQUE INDEX "receivables_payment_key" ON "receivables" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receivables_unexplained_order_key" ON "receivables" USING btree ("order_id") WHERE "receivables"."payment_id" is null and "receivables"."reversal_of" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "receivables_reversal_key" ON "receivables" USING btree ("reversal_of");--> statement-breakpoint
CREATE INDEX "receivables_establishment_due_idx" ON "receivables" USING btree ("establishment_id","due_date");--> statement-breakpoint
CREATE INDEX "receivables_establishment_received_idx" ON "receivables" USING btree ("establishment_id","received_on");--> statement-breakpoint
CREATE INDEX "receivables_establishment_sale_idx" ON "receivables" USING btree ("establishment_id","sale_date");--> statement-breakpoint
CREATE INDEX "receivables_order_idx" ON "receivables" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cash_register_movements_register_idx" ON "cash_register_movements" USING btree ("register_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_registers_open_per_operator" ON "cash_registers" USING btree ("establishment_id","operator_id") WHERE "cash_registers"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_registers_open_per_name" ON "cash_registers" USING btree ("establishment_id",lower("name")) WHERE "cash_registers"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "cash_registers_establishment_opened_idx" ON "cash_registers" USING btree ("establishment_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_establishment_code_key" ON "products" USING btree ("establishment_id","code");--> statement-breakpoint
CREATE INDEX "orders_split_idx" ON "orders" USING btree ("establishment_id","business_date") WHERE "orders"."paid_method" = 'split';