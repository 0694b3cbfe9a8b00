-- The work lists' sorts read from an index at five years of data (ADR 051), and the phone search by
-- the digits of the customer's phone (ADR 052).
DROP INDEX "work_orders_paused_at_idx";--> statement-breakpoint
CREATE INDEX "work_orders_open_due_idx" ON "work_orders" USING btree ("due_date","id" DESC NULLS LAST) WHERE "work_orders"."status" <> 'completed' and "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_open_priority_due_idx" ON "work_orders" USING btree ("priority" DESC NULLS LAST,"due_date","id" DESC NULLS LAST) WHERE "work_orders"."status" <> 'completed' and "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_on_hold_due_idx" ON "work_orders" USING btree ("due_date","id" DESC NULLS LAST) WHERE "work_orders"."status" = 'on-hold' and "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_on_hold_priority_due_idx" ON "work_orders" USING btree ("priority" DESC NULLS LAST,"due_date","id" DESC NULLS LAST) WHERE "work_orders"."status" = 'on-hold' and "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_open_created_idx" ON "work_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "work_orders"."status" <> 'completed' and "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_customer_phone_digits_idx" ON "work_orders" USING gin (regexp_replace("customer_phone", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_orders_paused_at_idx" ON "work_orders" USING btree ("paused_at","id" DESC NULLS LAST) WHERE "work_orders"."status" = 'on-hold' and "work_orders"."deleted_at" is null;