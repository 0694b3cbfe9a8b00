ALTER TABLE "portal_events" ADD COLUMN "changed_columns" text[];--> statement-breakpoint
-- Issue 39: a work order's change event also names the columns the statement changed in its row,
-- so a screen showing only a list's size (the sidebar's badge, the dashboard's overdue count) can
-- tell that the order neither joined nor left the list: its status stayed on the same side of the
-- list's statuses and none of the columns the list filters on changed. Null for every other event.
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
		INSERT INTO portal_events (kind, work_order_id, status_before, status_after, changed_columns)
			SELECT TG_ARGV[0], c.id, CASE WHEN p.deleted_at IS NULL THEN p.status END,
				CASE WHEN c.deleted_at IS NULL THEN c.status END,
				ARRAY(
					SELECT n.key FROM jsonb_each(to_jsonb(c)) n JOIN jsonb_each(to_jsonb(p)) o ON o.key = n.key
					WHERE n.value IS DISTINCT FROM o.value ORDER BY n.key
				)
			FROM changed c JOIN previous p ON p.id = c.id ORDER BY c.id;
	ELSE
		INSERT INTO portal_events (kind, work_order_id, status_before)
			SELECT TG_ARGV[0], c.id, CASE WHEN c.deleted_at IS NULL THEN c.status END FROM changed c ORDER BY c.id;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portal_events_announce"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	PERFORM pg_notify('portal_events', json_build_object(
		'id', NEW.id, 'kind', NEW.kind, 'workOrderId', NEW.work_order_id, 'employeeId', NEW.employee_id,
		'statusBefore', NEW.status_before, 'statusAfter', NEW.status_after,
		'changedColumns', NEW.changed_columns)::text);
	RETURN NULL;
END
$$;
