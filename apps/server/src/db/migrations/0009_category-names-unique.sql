-- A shop may already have two categories of one name (they were accepted until now): every
-- one after the first gets ' (2)', ' (3)'... so the unique index can be built.
UPDATE "categories" AS c SET "name" = c."name" || ' (' || d.n || ')'
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY "establishment_id", lower(regexp_replace(btrim("name"), '[[:space:]]+', ' ', 'g'))
    ORDER BY "position", "created_at", "id"
  ) AS n
  FROM "categories"
) AS d
WHERE c."id" = d."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_establishment_name_unique" ON "categories" USING btree ("establishment_id",lower(regexp_replace(btrim("name"), '[[:space:]]+', ' ', 'g')));