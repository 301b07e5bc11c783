ALTER TABLE "stock_movements" ADD COLUMN "order_item_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_order_item_idx" ON "stock_movements" USING btree ("order_item_id");--> statement-breakpoint
-- Sales recorded before this column: an order of one line is that line's (decision 038).
UPDATE "stock_movements" AS m SET "order_item_id" = i."id"
FROM "order_items" AS i
WHERE m."order_item_id" IS NULL
  AND m."kind" IN ('sale', 'sale_return')
  AND i."order_id" = m."order_id"
  AND (SELECT count(*) FROM "order_items" AS o WHERE o."order_id" = m."order_id") = 1;
