CREATE TABLE "hand_back_rules" (
	"work_order_type" text PRIMARY KEY NOT NULL,
	"require_signature" boolean DEFAULT false NOT NULL,
	"require_after_photo" boolean DEFAULT false NOT NULL,
	"require_parts" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "hand_back_rules_type_check" CHECK ("hand_back_rules"."work_order_type" in ('plumbing-question', 'follow-up', 'contact-ho', 'need-pics', 'estimate-question', 'task'))
);
--> statement-breakpoint
CREATE TABLE "visit_hand_back_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"hand_back_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(7, 2) NOT NULL,
	"part_number" text,
	CONSTRAINT "visit_hand_back_parts_quantity_check" CHECK ("visit_hand_back_parts"."quantity" > 0 and "visit_hand_back_parts"."quantity" <= 999)
);
--> statement-breakpoint
CREATE TABLE "visit_hand_back_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"hand_back_id" integer NOT NULL,
	"attachment_id" integer NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "visit_hand_back_photos_label_check" CHECK ("visit_hand_back_photos"."label" in ('before', 'after'))
);
--> statement-breakpoint
CREATE TABLE "visit_hand_backs" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" integer NOT NULL,
	"work_order_id" integer NOT NULL,
	"technician_id" integer,
	"submitted_by" integer,
	"work_done" text NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone NOT NULL,
	"minutes_on_site" integer NOT NULL,
	"time_change_reason" text,
	"sign_off_kind" text NOT NULL,
	"signer_name" text,
	"not_present_reason" text,
	"signature_attachment_id" integer,
	"signature_width" integer,
	"signature_height" integer,
	"outcome" text NOT NULL,
	"not_finished_reason" text,
	"return_needed" boolean DEFAULT false NOT NULL,
	"waiting_for_part" text,
	"signed_at" timestamp with time zone NOT NULL,
	"content_sha256" text NOT NULL,
	"status" text DEFAULT 'awaiting-review' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"reopened_at" timestamp with time zone,
	"reopened_by" integer,
	"reopen_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "visit_hand_backs_status_check" CHECK ("visit_hand_backs"."status" in ('awaiting-review', 'reviewed', 'reopened')),
	CONSTRAINT "visit_hand_backs_outcome_check" CHECK ("visit_hand_backs"."outcome" in ('done', 'not-finished')),
	CONSTRAINT "visit_hand_backs_sign_off_check" CHECK (("visit_hand_backs"."sign_off_kind" = 'signed' and "visit_hand_backs"."signer_name" is not null)
        or ("visit_hand_backs"."sign_off_kind" = 'customer-not-present' and "visit_hand_backs"."not_present_reason" is not null)),
	CONSTRAINT "visit_hand_backs_minutes_check" CHECK ("visit_hand_backs"."minutes_on_site" between 1 and 1440),
	CONSTRAINT "visit_hand_backs_times_check" CHECK ("visit_hand_backs"."left_at" > "visit_hand_backs"."arrived_at"),
	CONSTRAINT "visit_hand_backs_sha256_check" CHECK ("visit_hand_backs"."content_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hand_back_rules" ADD CONSTRAINT "hand_back_rules_updated_by_employees_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_hand_back_parts" ADD CONSTRAINT "visit_hand_back_parts_hand_back_id_visit_hand_backs_id_fk" FOREIGN KEY ("hand_back_id") REFERENCES "public"."visit_hand_backs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_hand_back_photos" ADD CONSTRAINT "visit_hand_back_photos_hand_back_id_visit_hand_backs_id_fk" FOREIGN KEY ("hand_back_id") REFERENCES "public"."visit_hand_backs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_hand_back_photos" ADD CONSTRAINT "visit_hand_back_photos_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_hand_backs" ADD CONSTRAINT "visit_hand_backs_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_hand_backs" ADD CONSTRAINT "visit_hand_backs_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_hand_backs" ADD CONSTRAINT "visit_hand_backs_technician_id_employees_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_hand_backs" ADD CONSTRAINT "visit_hand_backs_submitted_by_employees_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_hand_backs" ADD CONSTRAINT "visit_hand_backs_signature_attachment_id_attachments_id_fk" FOREIGN KEY ("signature_attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_hand_backs" ADD CONSTRAINT "visit_hand_backs_reviewed_by_employees_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_hand_backs" ADD CONSTRAINT "visit_hand_backs_reopened_by_employees_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_hand_back_parts_hand_back_idx" ON "visit_hand_back_parts" USING btree ("hand_back_id","position");--> statement-breakpoint
CREATE INDEX "visit_hand_back_photos_hand_back_idx" ON "visit_hand_back_photos" USING btree ("hand_back_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_hand_backs_one_per_visit_idx" ON "visit_hand_backs" USING btree ("visit_id") WHERE "visit_hand_backs"."status" <> 'reopened';--> statement-breakpoint
CREATE INDEX "visit_hand_backs_work_order_idx" ON "visit_hand_backs" USING btree ("work_order_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visit_hand_backs_awaiting_review_idx" ON "visit_hand_backs" USING btree ("work_order_id") WHERE "visit_hand_backs"."status" = 'awaiting-review';--> statement-breakpoint
-- Written by hand (drizzle-kit makes no rows): one rule per job type, every requirement off, so a
-- hand-back needs nothing more than its schema until management asks for it on /company-settings.
INSERT INTO "hand_back_rules" ("work_order_type") VALUES ('plumbing-question'), ('follow-up'), ('contact-ho'), ('need-pics'), ('estimate-question'), ('task');
