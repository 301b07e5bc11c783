CREATE TABLE "audit_log" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"approver_email" text,
	"device" text,
	"subject" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_pkey" PRIMARY KEY("establishment_id","id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_establishment_at_idx" ON "audit_log" USING btree ("establishment_id","at");