CREATE TABLE "portal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"work_order_id" integer,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "portal_events_created_idx" ON "portal_events" USING btree ("created_at");
--> statement-breakpoint
-- ADR 044: live updates. Every write to the tables below records, in its own transaction, which
-- work orders (or, for notifications and sessions, which employees) it touched: one row per id and
-- statement, so a change is told once however many rows it wrote. A statement that touches more
-- than 100 work orders (a seed, a purge) records one 'reset' instead: screens refetch what they
-- show. Employees are few (hundreds), so their events are always one per employee.
-- The arguments: the event's kind, the column that holds the id, and whose id it is.
CREATE FUNCTION "portal_events_record"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
DECLARE
	ids integer[];
BEGIN
	EXECUTE format('SELECT array_agg(DISTINCT %I) FROM changed WHERE %I IS NOT NULL', TG_ARGV[1], TG_ARGV[1]) INTO ids;
	IF ids IS NULL THEN
		RETURN NULL;
	ELSIF TG_ARGV[2] = 'employee' THEN
		INSERT INTO portal_events (kind, employee_id) SELECT TG_ARGV[0], unnest(ids);
	ELSIF cardinality(ids) > 100 THEN
		INSERT INTO portal_events (kind) VALUES ('reset');
	ELSE
		INSERT INTO portal_events (kind, work_order_id) SELECT TG_ARGV[0], unnest(ids);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Each recorded event is announced to every listening server process when the transaction commits
-- (nothing is heard of a rolled-back write). The payload is the row itself, well under NOTIFY's 8 KB.
CREATE FUNCTION "portal_events_announce"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	PERFORM pg_notify('portal_events', json_build_object(
		'id', NEW.id, 'kind', NEW.kind, 'workOrderId', NEW.work_order_id, 'employeeId', NEW.employee_id)::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "portal_events_announce" AFTER INSERT ON "portal_events"
	FOR EACH ROW EXECUTE FUNCTION "portal_events_announce"();
--> statement-breakpoint
CREATE TRIGGER "work_orders_created_event" AFTER INSERT ON "work_orders" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('work-order.created', 'id', 'work_order');
--> statement-breakpoint
CREATE TRIGGER "work_orders_changed_event" AFTER UPDATE ON "work_orders" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('work-order.changed', 'id', 'work_order');
--> statement-breakpoint
CREATE TRIGGER "work_orders_deleted_event" AFTER DELETE ON "work_orders" REFERENCING OLD TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('work-order.deleted', 'id', 'work_order');
--> statement-breakpoint
CREATE TRIGGER "comments_added_event" AFTER INSERT ON "comments" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('comment.added', 'work_order_id', 'work_order');
--> statement-breakpoint
CREATE TRIGGER "comments_changed_event" AFTER UPDATE ON "comments" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('comment.changed', 'work_order_id', 'work_order');
--> statement-breakpoint
CREATE TRIGGER "comments_removed_event" AFTER DELETE ON "comments" REFERENCING OLD TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('comment.removed', 'work_order_id', 'work_order');
--> statement-breakpoint
CREATE TRIGGER "questions_added_event" AFTER INSERT ON "questions" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('question.added', 'work_order_id', 'work_order');
--> statement-breakpoint
CREATE TRIGGER "questions_changed_event" AFTER UPDATE ON "questions" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('question.changed', 'work_order_id', 'work_order');
--> statement-breakpoint
CREATE TRIGGER "questions_removed_event" AFTER DELETE ON "questions" REFERENCING OLD TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('question.removed', 'work_order_id', 'work_order');
--> statement-breakpoint
CREATE TRIGGER "attachments_added_event" AFTER INSERT ON "attachments" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('attachment.added', 'work_order_id', 'work_order');
--> statement-breakpoint
CREATE TRIGGER "attachments_removed_event" AFTER DELETE ON "attachments" REFERENCING OLD TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('attachment.removed', 'work_order_id', 'work_order');
--> statement-breakpoint
CREATE TRIGGER "assignees_added_event" AFTER INSERT ON "work_order_assignees" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('assignment.added', 'work_order_id', 'work_order');
--> statement-breakpoint
CREATE TRIGGER "assignees_removed_event" AFTER DELETE ON "work_order_assignees" REFERENCING OLD TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('assignment.removed', 'work_order_id', 'work_order');
--> statement-breakpoint
CREATE TRIGGER "notifications_added_event" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('notification.added', 'employee_id', 'employee');
--> statement-breakpoint
CREATE TRIGGER "notifications_changed_event" AFTER UPDATE ON "notifications" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('notification.changed', 'employee_id', 'employee');
--> statement-breakpoint
CREATE TRIGGER "notifications_removed_event" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('notification.removed', 'employee_id', 'employee');
--> statement-breakpoint
-- A session signed out, revoked or deactivated: that employee's open streams check theirs and end.
CREATE TRIGGER "sessions_ended_event" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('session.ended', 'employee_id', 'employee');
