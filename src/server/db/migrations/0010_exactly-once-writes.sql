CREATE TABLE "idempotency_keys" (
	"employee_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"claim_token" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"permission" text,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_employee_id_key_pk" PRIMARY KEY("employee_id","key"),
	CONSTRAINT "idempotency_keys_answer_check" CHECK (("idempotency_keys"."status_code" is null) = ("idempotency_keys"."completed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_claimed_idx" ON "idempotency_keys" USING btree ("claimed_at");--> statement-breakpoint
-- ADR 045: a work order's version is its ETag, for If-Match on PATCH. The database keeps it, so no
-- write path can forget it: every UPDATE that changes any column but updated_at adds one, whoever
-- runs it (an edit, a delete, a restore, a script). Notes, files, questions and assignments only
-- touch updated_at (to order concurrent writers on the row), so they leave it as it is: a queued
-- note does not make the technician's queued status change conflict with itself. A value written
-- to version by hand is ignored.
CREATE FUNCTION "work_orders_next_version"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	IF (to_jsonb(NEW) - ARRAY['updated_at', 'version']) IS DISTINCT FROM (to_jsonb(OLD) - ARRAY['updated_at', 'version']) THEN
		NEW.version := OLD.version + 1;
	ELSE
		NEW.version := OLD.version;
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "work_orders_version" BEFORE UPDATE ON "work_orders"
	FOR EACH ROW EXECUTE FUNCTION "work_orders_next_version"();
