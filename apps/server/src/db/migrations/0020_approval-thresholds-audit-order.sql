DROP INDEX "audit_log_establishment_at_idx";--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "sangria_approval_cents" integer DEFAULT 20000 NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "close_difference_approval_cents" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_establishment_at_seq_idx" ON "audit_log" USING btree ("establishment_id","at","seq");