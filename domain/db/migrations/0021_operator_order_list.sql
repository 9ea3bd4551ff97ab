CREATE INDEX "order_items_sku_prefix_idx" ON "order_items" USING btree (upper("sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_status_logs_status_order_idx" ON "order_status_logs" USING btree ("status_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_division_status_created_idx" ON "orders" USING btree ("division_id","status_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_factory_created_idx" ON "orders" USING btree ("fulfillment_factory","created_at");--> statement-breakpoint
CREATE INDEX "orders_priority_created_idx" ON "orders" USING btree ("priority","created_at");--> statement-breakpoint
CREATE INDEX "orders_email_prefix_idx" ON "orders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_shipping_name_prefix_idx" ON "orders" USING btree (lower("shipping"->>'name') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_billing_name_prefix_idx" ON "orders" USING btree (lower("billing"->>'name') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_tracking_codes_idx" ON "orders" USING gin ("tracking_codes" jsonb_path_ops);