ALTER TABLE "payment_attempts" ADD COLUMN "card" jsonb;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "replaced_key" text;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "replaced_number" integer;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "replaced_protocol" text;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "substitution_c_stat" text;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "substitution_x_motivo" text;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "substitution_protocol" text;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "substitution_xml" text;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "substituted_at" timestamp with time zone;