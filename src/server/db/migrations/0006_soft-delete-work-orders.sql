DROP INDEX "work_orders_open_job_number_idx";--> statement-breakpoint
DROP INDEX "work_orders_created_idx";--> statement-breakpoint
DROP INDEX "work_orders_status_created_idx";--> statement-breakpoint
DROP INDEX "work_orders_status_priority_idx";--> statement-breakpoint
DROP INDEX "work_orders_urgent_open_idx";--> statement-breakpoint
DROP INDEX "work_orders_type_idx";--> statement-breakpoint
DROP INDEX "work_orders_due_date_idx";--> statement-breakpoint
DROP INDEX "work_orders_completed_at_idx";--> statement-breakpoint
DROP INDEX "work_orders_paused_at_idx";--> statement-breakpoint
DROP INDEX "work_orders_updated_at_idx";--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_deleted_by_employees_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_orders_deleted_idx" ON "work_orders" USING btree ("deleted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "work_orders"."deleted_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_open_job_number_idx" ON "work_orders" USING btree (lower("work_order_id")) WHERE "work_orders"."status" <> 'completed' and "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_created_idx" ON "work_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_status_created_idx" ON "work_orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_status_priority_idx" ON "work_orders" USING btree ("status","priority") WHERE "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_urgent_open_idx" ON "work_orders" USING btree ("due_date","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "work_orders"."priority" = 'urgent' and "work_orders"."status" <> 'completed' and "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_type_idx" ON "work_orders" USING btree ("type") WHERE "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_due_date_idx" ON "work_orders" USING btree ("due_date") WHERE "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_completed_at_idx" ON "work_orders" USING btree ("completed_at" DESC NULLS LAST) WHERE "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_paused_at_idx" ON "work_orders" USING btree ("paused_at") WHERE "work_orders"."status" = 'on-hold' and "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_updated_at_idx" ON "work_orders" USING btree ("updated_at" DESC NULLS LAST) WHERE "work_orders"."deleted_at" is null;