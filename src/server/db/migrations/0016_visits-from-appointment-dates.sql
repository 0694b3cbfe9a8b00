-- Visits from the appointment dates orders held before visits existed (ADR 064, Compatibility). Each
-- order without visits gets one visit for each day its original, last or return appointment date
-- names (a day named twice is one visit): done when the day is before today in the company's zone,
-- scheduled when it is today or later. A visit is 08:00-10:00 company time, its arrival window the
-- same. The order's assigned technician (a plumber) leads it, staggered 08:00, 10:00, 13:00 and
-- 15:00 through their day; from the fifth visit of one technician's day on, and wherever the
-- technician already has a visit then, the visit has no technician. The date fields keep their values.
WITH "zone" AS (
	SELECT coalesce((SELECT "time_zone" FROM "company_settings" WHERE "id" = 1), 'America/Chicago') AS "name"
),
"days" AS (
	SELECT DISTINCT w."id" AS "work_order_id", d."day",
		CASE WHEN e."employee_type" = 'plumber' THEN w."assigned_to" END AS "tech"
	FROM "work_orders" w
	LEFT JOIN "employees" e ON e."id" = w."assigned_to"
	CROSS JOIN LATERAL (VALUES (w."original_appointment_date"), (w."last_appointment_date"), (w."return_appointment_date")) AS d("day")
	WHERE d."day" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "visits" v WHERE v."work_order_id" = w."id")
),
"slotted" AS (
	SELECT "days".*,
		CASE WHEN "tech" IS NULL THEN 1 ELSE row_number() OVER (PARTITION BY "tech", "day" ORDER BY "work_order_id") END AS "slot"
	FROM "days"
),
"planned" AS (
	SELECT "work_order_id",
		CASE WHEN "slot" <= 4 THEN "tech" END AS "tech",
		("day" + (ARRAY[time '08:00', time '10:00', time '13:00', time '15:00'])[CASE WHEN "slot" <= 4 THEN "slot" ELSE 1 END])
			AT TIME ZONE (SELECT "name" FROM "zone") AS "starts_at",
		"day" < (now() AT TIME ZONE (SELECT "name" FROM "zone"))::date AS "past"
	FROM "slotted"
),
"inserted" AS (
	INSERT INTO "visits" ("work_order_id", "starts_at", "ends_at", "window_start", "window_end", "status")
	SELECT "work_order_id", "starts_at", "starts_at" + interval '2 hours', "starts_at", "starts_at" + interval '2 hours',
		CASE WHEN "past" THEN 'done' ELSE 'scheduled' END
	FROM "planned"
	RETURNING "id", "work_order_id", "starts_at", "ends_at"
)
INSERT INTO "visit_technicians" ("visit_id", "employee_id", "role", "during")
SELECT i."id", p."tech", 'lead', tstzrange(i."starts_at", i."ends_at", '[)')
FROM "inserted" i
JOIN "planned" p ON p."work_order_id" = i."work_order_id" AND p."starts_at" = i."starts_at"
WHERE p."tech" IS NOT NULL
	AND NOT EXISTS (
		SELECT 1 FROM "visit_technicians" vt
		WHERE vt."employee_id" = p."tech" AND vt."holds_time" AND vt."during" && tstzrange(i."starts_at", i."ends_at", '[)')
	);
