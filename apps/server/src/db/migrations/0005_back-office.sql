CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "menu_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "extras_establishment_id_idx" ON "extras" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "ingredients_establishment_id_idx" ON "ingredients" USING btree ("establishment_id");