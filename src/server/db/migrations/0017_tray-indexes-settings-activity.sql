-- The activity log also records changes to the company settings (PUT /api/company-settings).
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_entity_type_check";--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_entity_type_check" CHECK ("activity_log"."entity_type" in ('work_order', 'employee', 'company_settings'));--> statement-breakpoint
-- The Unscheduled tray asks of each open order whether a visit is still to come: the upcoming
-- visits alone, a small part of years of visits.
CREATE INDEX "visits_upcoming_idx" ON "visits" USING btree ("work_order_id") WHERE "visits"."status" in ('scheduled', 'on-the-way');
