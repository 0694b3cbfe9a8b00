CREATE TABLE "activity_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"entity_label" text,
	"action" text NOT NULL,
	"field" text,
	"old_value" jsonb,
	"new_value" jsonb,
	"snapshot" jsonb,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_entity_type_check" CHECK ("activity_log"."entity_type" in ('work_order', 'employee'))
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"description" text,
	"is_image" boolean DEFAULT false NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"author_id" integer,
	"content" text NOT NULL,
	"type" text DEFAULT 'note' NOT NULL,
	"notify_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_type_check" CHECK ("comments"."type" in ('note', 'update'))
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"employee_type" text NOT NULL,
	"title" text,
	"photo" text,
	"color" text,
	"color_theme" text DEFAULT 'blue' NOT NULL,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"notifications_enabled" boolean DEFAULT true NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"sms_notifications" boolean DEFAULT false NOT NULL,
	"work_order_update_notifications" boolean DEFAULT true NOT NULL,
	"assignment_notifications" boolean DEFAULT true NOT NULL,
	"theme_preference" text DEFAULT 'system' NOT NULL,
	"compact_view" boolean DEFAULT false NOT NULL,
	"auto_refresh" boolean DEFAULT true NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_type_check" CHECK ("employees"."employee_type" in ('plumber', 'office', 'admin', 'management')),
	CONSTRAINT "employees_theme_pref_check" CHECK ("employees"."theme_preference" in ('light', 'dark', 'system'))
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"account_key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"work_order_id" integer,
	"actor_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('email', 'sms')),
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"asked_by" integer,
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"stay_logged_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "work_order_assignees" (
	"work_order_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"assigned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_assignees_work_order_id_employee_id_pk" PRIMARY KEY("work_order_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" text NOT NULL,
	"job_number" text,
	"job_last_name" text,
	"customer_name" text,
	"customer_phone" text,
	"customer_email" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"notes" text,
	"status" text DEFAULT 'open' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"type" text DEFAULT 'task' NOT NULL,
	"due_date" timestamp with time zone,
	"location" text,
	"city" text,
	"office" text,
	"tech_assigned" text,
	"external_job_number" text,
	"follow_up_reason" text,
	"assigned_to" integer,
	"assigned_office_employee" integer,
	"last_viewed" timestamp with time zone,
	"last_appointment_date" date,
	"original_appointment_date" date,
	"return_appointment_date" date,
	"link_to_dispatch" text,
	"pre_auth_status" text,
	"pre_auth_amount" numeric(12, 2),
	"authorization_status" text,
	"opc_amount" numeric(12, 2),
	"rwp_form_status" text,
	"part_title_1" text,
	"part_ordered_1" date,
	"part_eta_1" date,
	"part_received_1" date,
	"part_title_2" text,
	"part_ordered_2" date,
	"part_eta_2" date,
	"part_received_2" date,
	"part_title_3" text,
	"part_ordered_3" date,
	"part_eta_3" date,
	"part_received_3" date,
	"paused_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_status_check" CHECK ("work_orders"."status" in ('open', 'in-progress', 'on-hold', 'completed')),
	CONSTRAINT "work_orders_priority_check" CHECK ("work_orders"."priority" in ('normal', 'urgent')),
	CONSTRAINT "work_orders_type_check" CHECK ("work_orders"."type" in ('plumbing-question', 'follow-up', 'contact-ho', 'need-pics', 'estimate-question', 'task'))
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_employees_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_employees_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_employees_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_employees_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_asked_by_employees_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_answered_by_employees_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_assignees" ADD CONSTRAINT "work_order_assignees_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_assignees" ADD CONSTRAINT "work_order_assignees_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_assignees" ADD CONSTRAINT "work_order_assignees_assigned_by_employees_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_assigned_to_employees_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_assigned_office_employee_employees_id_fk" FOREIGN KEY ("assigned_office_employee") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_entity_idx" ON "activity_log" USING btree ("entity_type","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_created_idx" ON "activity_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_actor_idx" ON "activity_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_label_idx" ON "activity_log" USING btree ("entity_label");--> statement-breakpoint
CREATE INDEX "attachments_work_order_idx" ON "attachments" USING btree ("work_order_id","uploaded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_work_order_created_idx" ON "comments" USING btree ("work_order_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_content_trgm_idx" ON "comments" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_lower_idx" ON "employees" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "employees_type_active_idx" ON "employees" USING btree ("employee_type","is_active");--> statement-breakpoint
CREATE INDEX "notifications_employee_created_idx" ON "notifications" USING btree ("employee_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_employee_unread_idx" ON "notifications" USING btree ("employee_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "questions_work_order_idx" ON "questions" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "questions_text_trgm_idx" ON "questions" USING gin (("question" || ' ' || coalesce("answer", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_employee_idx" ON "sessions" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "work_order_assignees_employee_idx" ON "work_order_assignees" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_open_job_number_idx" ON "work_orders" USING btree (lower("work_order_id")) WHERE "work_orders"."status" <> 'completed';--> statement-breakpoint
CREATE INDEX "work_orders_status_created_idx" ON "work_orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_status_priority_idx" ON "work_orders" USING btree ("status","priority");--> statement-breakpoint
CREATE INDEX "work_orders_type_idx" ON "work_orders" USING btree ("type");--> statement-breakpoint
CREATE INDEX "work_orders_due_date_idx" ON "work_orders" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "work_orders_completed_at_idx" ON "work_orders" USING btree ("completed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_paused_at_idx" ON "work_orders" USING btree ("paused_at") WHERE "work_orders"."status" = 'on-hold';--> statement-breakpoint
CREATE INDEX "work_orders_assigned_to_idx" ON "work_orders" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "work_orders_assigned_office_idx" ON "work_orders" USING btree ("assigned_office_employee");--> statement-breakpoint
CREATE INDEX "work_orders_updated_at_idx" ON "work_orders" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_search_trgm_idx" ON "work_orders" USING gin ((coalesce("work_order_id", '') || ' ' || coalesce("title", '') || ' ' || coalesce("description", '') || ' ' || coalesce("job_last_name", '') || ' ' || coalesce("customer_name", '') || ' ' || coalesce("location", '') || ' ' || coalesce("city", '') || ' ' || coalesce("notes", '')) gin_trgm_ops);