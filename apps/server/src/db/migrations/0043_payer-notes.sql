ALTER TABLE "fiscal_notes" DROP CONSTRAINT "fiscal_notes_establishment_order_key";--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "payer" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_notes_establishment_order_key" ON "fiscal_notes" USING btree ("establishment_id","order_id") WHERE "fiscal_notes"."payer" is null;--> statement-breakpoint
CREATE INDEX "fiscal_notes_payer_order_idx" ON "fiscal_notes" USING btree ("establishment_id","order_id") WHERE "fiscal_notes"."payer" is not null;