-- ADR 055: a job has one number people see, its work_order_id. Paused jobs created through the
-- paused-job form used to get a drawn number ('P' + a timestamp, with or without '-' + a sequence
-- value) while their cards showed the typed Job Number. Each such job takes its typed Job Number
-- when nothing could collide: no other work order has that number (live or deleted, open or
-- completed, in any letter case, so no later reopen or restore meets it either) and no other
-- repaired job wants the same one. The rest keep their drawn number, shown everywhere; their typed
-- Job Number stays a field of the job. The job's activity entries and notifications are relabelled
-- with the new number, and the repair itself is logged as a change of workOrderId (no actor).
WITH "candidates" AS (
  SELECT "id", "work_order_id" AS "old_number", btrim("job_number") AS "new_number"
  FROM "work_orders"
  WHERE "work_order_id" ~ '^P[0-9]{13}(-[0-9]+)?$' AND btrim(coalesce("job_number", '')) <> ''
),
"repairable" AS (
  SELECT "c".* FROM "candidates" "c"
  WHERE NOT EXISTS (SELECT 1 FROM "work_orders" "o" WHERE lower("o"."work_order_id") = lower("c"."new_number"))
    AND NOT EXISTS (
      SELECT 1 FROM "candidates" "d" WHERE "d"."id" <> "c"."id" AND lower("d"."new_number") = lower("c"."new_number")
    )
),
"renumbered" AS (
  UPDATE "work_orders" "w" SET "work_order_id" = "r"."new_number"
  FROM "repairable" "r" WHERE "w"."id" = "r"."id"
  RETURNING "w"."id", "r"."old_number", "r"."new_number"
),
"relabelled" AS (
  UPDATE "activity_log" "a" SET "entity_label" = "n"."new_number"
  FROM "renumbered" "n"
  WHERE "a"."entity_type" = 'work_order' AND "a"."entity_id" = "n"."id" AND "a"."entity_label" = "n"."old_number"
  RETURNING "a"."id"
),
"renotified" AS (
  UPDATE "notifications" "m"
  SET "title" = replace("m"."title", '#' || "n"."old_number", '#' || "n"."new_number"),
      "message" = replace("m"."message", '#' || "n"."old_number", '#' || "n"."new_number")
  FROM "renumbered" "n" WHERE "m"."work_order_id" = "n"."id"
  RETURNING "m"."id"
)
INSERT INTO "activity_log" ("entity_type", "entity_id", "entity_label", "action", "field", "old_value", "new_value")
SELECT 'work_order', "id", "new_number", 'updated', 'workOrderId', to_jsonb("old_number"), to_jsonb("new_number")
FROM "renumbered";
--> statement-breakpoint
-- The office employee chosen for a job is one of its people, as its technician already is: she is
-- on its assignee list, which the job window's Assignments and GET /api/work-orders/{id}/assignments
-- show (services/create-work-order.ts, update-work-order.ts). Jobs made before get her added, as
-- assigned by whoever created the job, at the time it was created.
INSERT INTO "work_order_assignees" ("work_order_id", "employee_id", "assigned_by", "created_at")
SELECT "id", "assigned_office_employee", "created_by", "created_at"
FROM "work_orders"
WHERE "assigned_office_employee" IS NOT NULL
ON CONFLICT DO NOTHING;
