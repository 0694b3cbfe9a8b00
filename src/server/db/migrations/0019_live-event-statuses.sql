ALTER TABLE "portal_events" ADD COLUMN "status_before" text;--> statement-breakpoint
ALTER TABLE "portal_events" ADD COLUMN "status_after" text;--> statement-breakpoint
-- Issue 39: a work order's event says its status before and after the statement (null: no live
-- order then: not created yet, deleted or purged), so a screen showing a list filtered by status
-- can tell that the list neither held the order nor will, and skip asking for it again. A change
-- beside the order (a comment, a visit, an assignee) leaves its status as it is now.
CREATE OR REPLACE FUNCTION "portal_events_record"() RETURNS trigger
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
	ELSIF TG_TABLE_NAME <> 'work_orders' THEN
		INSERT INTO portal_events (kind, work_order_id, status_before, status_after)
			SELECT TG_ARGV[0], i.id, s.live, s.live
			FROM unnest(ids) AS i(id)
			LEFT JOIN LATERAL (
				SELECT CASE WHEN w.deleted_at IS NULL THEN w.status END AS live FROM work_orders w WHERE w.id = i.id
			) s ON true
			ORDER BY i.id;
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO portal_events (kind, work_order_id, status_after)
			SELECT TG_ARGV[0], c.id, CASE WHEN c.deleted_at IS NULL THEN c.status END FROM changed c ORDER BY c.id;
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO portal_events (kind, work_order_id, status_before, status_after)
			SELECT TG_ARGV[0], c.id, CASE WHEN p.deleted_at IS NULL THEN p.status END,
				CASE WHEN c.deleted_at IS NULL THEN c.status END
			FROM changed c JOIN previous p ON p.id = c.id ORDER BY c.id;
	ELSE
		INSERT INTO portal_events (kind, work_order_id, status_before)
			SELECT TG_ARGV[0], c.id, CASE WHEN c.deleted_at IS NULL THEN c.status END FROM changed c ORDER BY c.id;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "work_orders_changed_event" ON "work_orders";
--> statement-breakpoint
CREATE TRIGGER "work_orders_changed_event" AFTER UPDATE ON "work_orders"
	REFERENCING OLD TABLE AS previous NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('work-order.changed', 'id', 'work_order');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portal_events_announce"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	PERFORM pg_notify('portal_events', json_build_object(
		'id', NEW.id, 'kind', NEW.kind, 'workOrderId', NEW.work_order_id, 'employeeId', NEW.employee_id,
		'statusBefore', NEW.status_before, 'statusAfter', NEW.status_after)::text);
	RETURN NULL;
END
$$;
