CREATE TABLE "uploads" (
	"path" text PRIMARY KEY NOT NULL,
	"establishment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_establishment_idx" ON "uploads" USING btree ("establishment_id");--> statement-breakpoint
-- Images stored before this table: each belongs to the first shop whose row shows it (an
-- image two shops show stays the first one's; the other cannot delete it). Issue 31, item 3.
INSERT INTO "uploads" ("path", "establishment_id")
SELECT "path", "establishment_id" FROM (
  SELECT "logo_url" AS "path", "id" AS "establishment_id", "created_at" FROM "establishments"
  UNION ALL
  SELECT "welcome_image_url", "id", "created_at" FROM "establishments"
  UNION ALL
  SELECT "image_url", "establishment_id", "created_at" FROM "products"
  UNION ALL
  SELECT "image_url", "establishment_id", "created_at" FROM "categories"
) AS "shown"
WHERE "path" ~ '^/uploads/images/[0-9a-f-]{36}\.webp$'
ORDER BY "created_at"
ON CONFLICT ("path") DO NOTHING;
