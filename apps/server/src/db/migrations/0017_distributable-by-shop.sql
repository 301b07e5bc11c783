-- Issue 37 (decision 054): every tenant table keyed by establishment_id, the condition for
-- distributing the schema by shop with Citus. Primary keys become (establishment_id, id),
-- references between tenant rows (establishment_id, x_id) -> (establishment_id, id), and the
-- unique keys include establishment_id. Existing rows already satisfy them (a row's references
-- are always its own shop's); a row that did not would stop the migration, changing nothing.
-- ON DELETE SET NULL names its column: the shop of the row must stay.
ALTER TABLE "order_devices" DROP CONSTRAINT "order_devices_token_hash_unique";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_public_token_unique";--> statement-breakpoint
ALTER TABLE "print_agent_tokens" DROP CONSTRAINT "print_agent_tokens_token_hash_unique";--> statement-breakpoint
ALTER TABLE "print_jobs" DROP CONSTRAINT "print_jobs_order_printer_copy_key";--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_provider_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "choice_groups" DROP CONSTRAINT "choice_groups_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "choice_options" DROP CONSTRAINT "choice_options_group_id_choice_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "choice_options" DROP CONSTRAINT "choice_options_option_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "extras" DROP CONSTRAINT "extras_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "ingredients" DROP CONSTRAINT "ingredients_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_item_addons" DROP CONSTRAINT "order_item_addons_order_item_id_order_items_id_fk";
--> statement-breakpoint
ALTER TABLE "order_item_addons" DROP CONSTRAINT "order_item_addons_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "order_item_choices" DROP CONSTRAINT "order_item_choices_order_item_id_order_items_id_fk";
--> statement-breakpoint
ALTER TABLE "order_item_choices" DROP CONSTRAINT "order_item_choices_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "order_item_extras" DROP CONSTRAINT "order_item_extras_order_item_id_order_items_id_fk";
--> statement-breakpoint
ALTER TABLE "order_item_extras" DROP CONSTRAINT "order_item_extras_extra_id_extras_id_fk";
--> statement-breakpoint
ALTER TABLE "order_item_removals" DROP CONSTRAINT "order_item_removals_order_item_id_order_items_id_fk";
--> statement-breakpoint
ALTER TABLE "order_item_removals" DROP CONSTRAINT "order_item_removals_ingredient_id_ingredients_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "order_stage_changes" DROP CONSTRAINT "order_stage_changes_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "print_jobs" DROP CONSTRAINT "print_jobs_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "print_jobs" DROP CONSTRAINT "print_jobs_printer_id_printer_settings_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "recipe_lines" DROP CONSTRAINT "recipe_lines_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "recipe_lines" DROP CONSTRAINT "recipe_lines_extra_id_extras_id_fk";
--> statement-breakpoint
ALTER TABLE "recipe_lines" DROP CONSTRAINT "recipe_lines_ingredient_id_ingredients_id_fk";
--> statement-breakpoint
ALTER TABLE "recipe_lines" DROP CONSTRAINT "recipe_lines_stock_item_id_stock_items_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_stock_item_id_stock_items_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_order_item_id_order_items_id_fk";
--> statement-breakpoint
ALTER TABLE "purchase_installments" DROP CONSTRAINT "purchase_installments_purchase_id_purchases_id_fk";
--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_supplier_id_suppliers_id_fk";
--> statement-breakpoint
ALTER TABLE "payables" DROP CONSTRAINT "payables_supplier_id_suppliers_id_fk";
--> statement-breakpoint
ALTER TABLE "receivables" DROP CONSTRAINT "receivables_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_register_movements" DROP CONSTRAINT "cash_register_movements_register_id_cash_registers_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_register_movements" DROP CONSTRAINT "cash_register_movements_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "counter_pending_sales" DROP CONSTRAINT "counter_pending_sales_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "counter_pending_sales" DROP CONSTRAINT "counter_pending_sales_register_id_cash_registers_id_fk";
--> statement-breakpoint
ALTER TABLE "fiscal_notes" DROP CONSTRAINT "fiscal_notes_order_id_orders_id_fk";
--> statement-breakpoint
DROP INDEX "payment_attempts_one_pending_per_method";--> statement-breakpoint
DROP INDEX "payables_purchase_installment_key";--> statement-breakpoint
DROP INDEX "receivables_payment_key";--> statement-breakpoint
DROP INDEX "receivables_unexplained_order_key";--> statement-breakpoint
DROP INDEX "receivables_reversal_key";--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_pkey";--> statement-breakpoint
ALTER TABLE "choice_groups" DROP CONSTRAINT "choice_groups_pkey";--> statement-breakpoint
ALTER TABLE "choice_options" DROP CONSTRAINT "choice_options_pkey";--> statement-breakpoint
ALTER TABLE "extras" DROP CONSTRAINT "extras_pkey";--> statement-breakpoint
ALTER TABLE "ingredients" DROP CONSTRAINT "ingredients_pkey";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_pkey";--> statement-breakpoint
ALTER TABLE "order_devices" DROP CONSTRAINT "order_devices_pkey";--> statement-breakpoint
ALTER TABLE "order_item_addons" DROP CONSTRAINT "order_item_addons_pkey";--> statement-breakpoint
ALTER TABLE "order_item_choices" DROP CONSTRAINT "order_item_choices_pkey";--> statement-breakpoint
ALTER TABLE "order_item_extras" DROP CONSTRAINT "order_item_extras_pkey";--> statement-breakpoint
ALTER TABLE "order_item_removals" DROP CONSTRAINT "order_item_removals_pkey";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_pkey";--> statement-breakpoint
ALTER TABLE "order_stage_changes" DROP CONSTRAINT "order_stage_changes_pkey";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey";--> statement-breakpoint
ALTER TABLE "print_agent_tokens" DROP CONSTRAINT "print_agent_tokens_pkey";--> statement-breakpoint
ALTER TABLE "print_jobs" DROP CONSTRAINT "print_jobs_pkey";--> statement-breakpoint
ALTER TABLE "printer_settings" DROP CONSTRAINT "printer_settings_pkey";--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_pkey";--> statement-breakpoint
ALTER TABLE "recipe_lines" DROP CONSTRAINT "recipe_lines_pkey";--> statement-breakpoint
ALTER TABLE "stock_items" DROP CONSTRAINT "stock_items_pkey";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_pkey";--> statement-breakpoint
ALTER TABLE "purchase_installments" DROP CONSTRAINT "purchase_installments_pkey";--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_pkey";--> statement-breakpoint
ALTER TABLE "suppliers" DROP CONSTRAINT "suppliers_pkey";--> statement-breakpoint
ALTER TABLE "payables" DROP CONSTRAINT "payables_pkey";--> statement-breakpoint
ALTER TABLE "receivables" DROP CONSTRAINT "receivables_pkey";--> statement-breakpoint
ALTER TABLE "cash_register_movements" DROP CONSTRAINT "cash_register_movements_pkey";--> statement-breakpoint
ALTER TABLE "cash_registers" DROP CONSTRAINT "cash_registers_pkey";--> statement-breakpoint
ALTER TABLE "counter_pending_sales" DROP CONSTRAINT "counter_pending_sales_pkey";--> statement-breakpoint
ALTER TABLE "fiscal_disablements" DROP CONSTRAINT "fiscal_disablements_pkey";--> statement-breakpoint
ALTER TABLE "fiscal_notes" DROP CONSTRAINT "fiscal_notes_pkey";--> statement-breakpoint
ALTER TABLE "fiscal_series" DROP CONSTRAINT "fiscal_series_pkey";--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "choice_groups" ADD CONSTRAINT "choice_groups_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "choice_options" ADD CONSTRAINT "choice_options_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "order_devices" ADD CONSTRAINT "order_devices_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "order_item_addons" ADD CONSTRAINT "order_item_addons_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "order_item_choices" ADD CONSTRAINT "order_item_choices_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "order_item_extras" ADD CONSTRAINT "order_item_extras_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "order_item_removals" ADD CONSTRAINT "order_item_removals_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "order_stage_changes" ADD CONSTRAINT "order_stage_changes_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "print_agent_tokens" ADD CONSTRAINT "print_agent_tokens_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "printer_settings" ADD CONSTRAINT "printer_settings_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "purchase_installments" ADD CONSTRAINT "purchase_installments_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "cash_register_movements" ADD CONSTRAINT "cash_register_movements_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "counter_pending_sales" ADD CONSTRAINT "counter_pending_sales_pkey" PRIMARY KEY("establishment_id","order_id");--> statement-breakpoint
ALTER TABLE "fiscal_disablements" ADD CONSTRAINT "fiscal_disablements_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD CONSTRAINT "fiscal_notes_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "fiscal_series" ADD CONSTRAINT "fiscal_series_pkey" PRIMARY KEY("establishment_id","id");--> statement-breakpoint
ALTER TABLE "choice_groups" ADD CONSTRAINT "choice_groups_product_id_fk" FOREIGN KEY ("establishment_id","product_id") REFERENCES "public"."products"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choice_options" ADD CONSTRAINT "choice_options_group_id_fk" FOREIGN KEY ("establishment_id","group_id") REFERENCES "public"."choice_groups"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choice_options" ADD CONSTRAINT "choice_options_option_product_id_fk" FOREIGN KEY ("establishment_id","option_product_id") REFERENCES "public"."products"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_product_id_fk" FOREIGN KEY ("establishment_id","product_id") REFERENCES "public"."products"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_product_id_fk" FOREIGN KEY ("establishment_id","product_id") REFERENCES "public"."products"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_fk" FOREIGN KEY ("establishment_id","category_id") REFERENCES "public"."categories"("establishment_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_order_id_fk" FOREIGN KEY ("establishment_id","order_id") REFERENCES "public"."orders"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_addons" ADD CONSTRAINT "order_item_addons_order_item_id_fk" FOREIGN KEY ("establishment_id","order_item_id") REFERENCES "public"."order_items"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_addons" ADD CONSTRAINT "order_item_addons_product_id_fk" FOREIGN KEY ("establishment_id","product_id") REFERENCES "public"."products"("establishment_id","id") ON DELETE SET NULL ("product_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_choices" ADD CONSTRAINT "order_item_choices_order_item_id_fk" FOREIGN KEY ("establishment_id","order_item_id") REFERENCES "public"."order_items"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_choices" ADD CONSTRAINT "order_item_choices_product_id_fk" FOREIGN KEY ("establishment_id","product_id") REFERENCES "public"."products"("establishment_id","id") ON DELETE SET NULL ("product_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_extras" ADD CONSTRAINT "order_item_extras_order_item_id_fk" FOREIGN KEY ("establishment_id","order_item_id") REFERENCES "public"."order_items"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_extras" ADD CONSTRAINT "order_item_extras_extra_id_fk" FOREIGN KEY ("establishment_id","extra_id") REFERENCES "public"."extras"("establishment_id","id") ON DELETE SET NULL ("extra_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_removals" ADD CONSTRAINT "order_item_removals_order_item_id_fk" FOREIGN KEY ("establishment_id","order_item_id") REFERENCES "public"."order_items"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_removals" ADD CONSTRAINT "order_item_removals_ingredient_id_fk" FOREIGN KEY ("establishment_id","ingredient_id") REFERENCES "public"."ingredients"("establishment_id","id") ON DELETE SET NULL ("ingredient_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_fk" FOREIGN KEY ("establishment_id","order_id") REFERENCES "public"."orders"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_fk" FOREIGN KEY ("establishment_id","product_id") REFERENCES "public"."products"("establishment_id","id") ON DELETE SET NULL ("product_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stage_changes" ADD CONSTRAINT "order_stage_changes_order_id_fk" FOREIGN KEY ("establishment_id","order_id") REFERENCES "public"."orders"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_fk" FOREIGN KEY ("establishment_id","order_id") REFERENCES "public"."orders"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_fk" FOREIGN KEY ("establishment_id","printer_id") REFERENCES "public"."printer_settings"("establishment_id","id") ON DELETE SET NULL ("printer_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_fk" FOREIGN KEY ("establishment_id","order_id") REFERENCES "public"."orders"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_product_id_fk" FOREIGN KEY ("establishment_id","product_id") REFERENCES "public"."products"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_extra_id_fk" FOREIGN KEY ("establishment_id","extra_id") REFERENCES "public"."extras"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_ingredient_id_fk" FOREIGN KEY ("establishment_id","ingredient_id") REFERENCES "public"."ingredients"("establishment_id","id") ON DELETE SET NULL ("ingredient_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_stock_item_id_fk" FOREIGN KEY ("establishment_id","stock_item_id") REFERENCES "public"."stock_items"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_stock_item_id_fk" FOREIGN KEY ("establishment_id","stock_item_id") REFERENCES "public"."stock_items"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_fk" FOREIGN KEY ("establishment_id","order_id") REFERENCES "public"."orders"("establishment_id","id") ON DELETE SET NULL ("order_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_item_id_fk" FOREIGN KEY ("establishment_id","order_item_id") REFERENCES "public"."order_items"("establishment_id","id") ON DELETE SET NULL ("order_item_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_installments" ADD CONSTRAINT "purchase_installments_purchase_id_fk" FOREIGN KEY ("establishment_id","purchase_id") REFERENCES "public"."purchases"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_supplier_id_fk" FOREIGN KEY ("establishment_id","supplier_id") REFERENCES "public"."suppliers"("establishment_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_supplier_id_fk" FOREIGN KEY ("establishment_id","supplier_id") REFERENCES "public"."suppliers"("establishment_id","id") ON DELETE SET NULL ("supplier_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_order_id_fk" FOREIGN KEY ("establishment_id","order_id") REFERENCES "public"."orders"("establishment_id","id") ON DELETE SET NULL ("order_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_register_movements" ADD CONSTRAINT "cash_register_movements_register_id_fk" FOREIGN KEY ("establishment_id","register_id") REFERENCES "public"."cash_registers"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_register_movements" ADD CONSTRAINT "cash_register_movements_order_id_fk" FOREIGN KEY ("establishment_id","order_id") REFERENCES "public"."orders"("establishment_id","id") ON DELETE SET NULL ("order_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_pending_sales" ADD CONSTRAINT "counter_pending_sales_order_id_fk" FOREIGN KEY ("establishment_id","order_id") REFERENCES "public"."orders"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_pending_sales" ADD CONSTRAINT "counter_pending_sales_register_id_fk" FOREIGN KEY ("establishment_id","register_id") REFERENCES "public"."cash_registers"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD CONSTRAINT "fiscal_notes_order_id_fk" FOREIGN KEY ("establishment_id","order_id") REFERENCES "public"."orders"("establishment_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_devices_token_hash_idx" ON "order_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "print_agent_tokens_token_hash_idx" ON "print_agent_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_pending_per_method" ON "payment_attempts" USING btree ("establishment_id","order_id","method") WHERE "payment_attempts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payables_purchase_installment_key" ON "payables" USING btree ("establishment_id","purchase_id","installment_number");--> statement-breakpoint
CREATE UNIQUE INDEX "receivables_payment_key" ON "receivables" USING btree ("establishment_id","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receivables_unexplained_order_key" ON "receivables" USING btree ("establishment_id","order_id") WHERE "receivables"."payment_id" is null and "receivables"."reversal_of" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "receivables_reversal_key" ON "receivables" USING btree ("establishment_id","reversal_of");--> statement-breakpoint
ALTER TABLE "order_devices" ADD CONSTRAINT "order_devices_token_hash_key" UNIQUE("establishment_id","token_hash");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_public_token_key" UNIQUE("establishment_id","public_token");--> statement-breakpoint
ALTER TABLE "print_agent_tokens" ADD CONSTRAINT "print_agent_tokens_token_hash_key" UNIQUE("establishment_id","token_hash");--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_printer_copy_key" UNIQUE("establishment_id","order_id","printer_id","copy");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_provider_idempotency_key" UNIQUE("establishment_id","provider_idempotency_key");