CREATE TABLE "company_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	"customer_messages_enabled" boolean DEFAULT false NOT NULL,
	"message_scheduled" text NOT NULL,
	"message_window_changed" text NOT NULL,
	"message_on_the_way" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "company_settings_one_row_check" CHECK ("company_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "technician_schedules" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"work_days" integer[] NOT NULL,
	"work_start" text NOT NULL,
	"work_end" text NOT NULL,
	"max_visits_per_day" integer NOT NULL,
	"max_hours_per_day" numeric(4, 1) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technician_time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technician_time_off_length_check" CHECK ("technician_time_off"."ends_at" > "technician_time_off"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "visit_technicians" (
	"visit_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"role" text NOT NULL,
	"during" "tstzrange" NOT NULL,
	"holds_time" boolean DEFAULT true NOT NULL,
	CONSTRAINT "visit_technicians_visit_id_employee_id_pk" PRIMARY KEY("visit_id","employee_id"),
	CONSTRAINT "visit_technicians_role_check" CHECK ("visit_technicians"."role" in ('lead', 'helper'))
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"note" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "visits_status_check" CHECK ("visits"."status" in ('scheduled', 'on-the-way', 'on-site', 'done', 'not-finished', 'cancelled')),
	CONSTRAINT "visits_length_check" CHECK ("visits"."ends_at" > "visits"."starts_at" and "visits"."ends_at" - "visits"."starts_at" <= interval '24 hours'),
	CONSTRAINT "visits_window_check" CHECK ("visits"."window_end" > "visits"."window_start")
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_updated_by_employees_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_schedules" ADD CONSTRAINT "technician_schedules_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_time_off" ADD CONSTRAINT "technician_time_off_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_time_off" ADD CONSTRAINT "technician_time_off_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_technicians" ADD CONSTRAINT "visit_technicians_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_technicians" ADD CONSTRAINT "visit_technicians_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_status_changed_by_employees_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "technician_time_off_employee_idx" ON "technician_time_off" USING btree ("employee_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_technicians_one_lead_idx" ON "visit_technicians" USING btree ("visit_id") WHERE "visit_technicians"."role" = 'lead';--> statement-breakpoint
CREATE INDEX "visit_technicians_employee_idx" ON "visit_technicians" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "visits_work_order_idx" ON "visits" USING btree ("work_order_id","starts_at");--> statement-breakpoint
CREATE INDEX "visits_starts_at_idx" ON "visits" USING btree ("starts_at","ends_at");--> statement-breakpoint
-- btree_gist lets one exclusion constraint compare the technician (=) and the time (&&) together.
-- It is a trusted extension, so the database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- One technician is never in two visits at once: two rows of the same employee whose ranges
-- overlap cannot both hold time, whichever transactions write them and however close together.
-- A cancelled visit's rows stop holding time (holds_time false) and leave the constraint.
ALTER TABLE "visit_technicians" ADD CONSTRAINT "visit_technicians_no_overlap"
	EXCLUDE USING gist ("employee_id" WITH =, "during" WITH &&) WHERE ("holds_time");
--> statement-breakpoint
-- The live updates (migration 0009): a visit written is a change of its work order's schedule.
CREATE TRIGGER "visits_created_event" AFTER INSERT ON "visits" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('visit.changed', 'work_order_id', 'work_order');
--> statement-breakpoint
CREATE TRIGGER "visits_changed_event" AFTER UPDATE ON "visits" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('visit.changed', 'work_order_id', 'work_order');
--> statement-breakpoint
CREATE TRIGGER "visits_deleted_event" AFTER DELETE ON "visits" REFERENCING OLD TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('visit.changed', 'work_order_id', 'work_order');
--> statement-breakpoint
-- The one settings row, with customer messages off until management turns them on.
INSERT INTO "company_settings" ("id", "time_zone", "message_scheduled", "message_window_changed", "message_on_the_way")
VALUES (1, 'America/Chicago',
	'Hi {customer}, {company} has booked your visit for {date}. We will arrive between {window}. Job {job}.',
	'Hi {customer}, your {company} visit has moved to {date}. We will now arrive between {window}. Job {job}.',
	'Hi {customer}, {technician} from {company} is on the way and will arrive between {window}. Job {job}.');
