-- ADR 035: work-order search on PostgreSQL full-text search. One search document per work order in
-- work_order_search, kept by the triggers below in the same transaction as every write that changes
-- it; the trigram indexes over the whole text give way to one over job numbers alone.
CREATE TABLE "work_order_search" (
	"work_order_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"own" "tsvector" NOT NULL,
	"doc" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "comments_content_trgm_idx";--> statement-breakpoint
DROP INDEX "questions_text_trgm_idx";--> statement-breakpoint
DROP INDEX "work_orders_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "work_order_search" ADD CONSTRAINT "work_order_search_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The words of a text as the search matches them: the 'simple' configuration (names and part numbers
-- are not stemmed, no stop words), punctuation first made a space so that 'PV-100A', 'j.doe@x.com'
-- or '3/4' are the words a person types ('pv', '100a'), not the parser's hosts, emails and paths.
-- The query side (services/work-order-search.ts) splits on the same characters.
CREATE FUNCTION "work_order_search_words"(body text) RETURNS tsvector
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT to_tsvector('simple'::regconfig, regexp_replace(coalesce(body, ''), '[[:punct:]]+', ' ', 'g')) $$;
--> statement-breakpoint
-- The one definition of a work order's document. own: job #, title, description, notes, customer,
-- job last name, location and city (weight A), the names of its technician, office employee and
-- assignees (weight B). doc: own, its comments (newest first) and its questions with their answers,
-- without positions or weights: it is only matched, never ranked, and small enough to be read from
-- the row while an index walk tests it. The comments and questions text is cut at 200,000
-- characters (a few thousand comments), far under the 1 MB a tsvector may hold.
CREATE VIEW "work_order_search_documents" AS
SELECT w.id AS work_order_id, w.status, w.created_at, w.completed_at, w.deleted_at IS NOT NULL AS deleted,
	o.own,
	strip(o.own || work_order_search_words(left(concat_ws(' ', c.body, q.body), 200000))) AS doc
FROM work_orders w
CROSS JOIN LATERAL (
	SELECT setweight(work_order_search_words(concat_ws(' ', w.work_order_id, w.title, w.description, w.notes,
			w.customer_name, w.job_last_name, w.location, w.city)), 'A')
		|| setweight(work_order_search_words((
			SELECT string_agg(e.name, ' ' ORDER BY e.id)
			FROM (SELECT w.assigned_to AS id
				UNION SELECT w.assigned_office_employee
				UNION SELECT a.employee_id FROM work_order_assignees a WHERE a.work_order_id = w.id) p
			JOIN employees e ON e.id = p.id)), 'B') AS own
	-- Computed once per order: without the fence the planner copies it into both columns.
	OFFSET 0
) o
CROSS JOIN LATERAL (
	SELECT string_agg(c.content, ' ' ORDER BY c.created_at DESC, c.id DESC) AS body
	FROM comments c WHERE c.work_order_id = w.id
) c
CROSS JOIN LATERAL (
	SELECT string_agg(concat_ws(' ', q.question, q.answer), ' ' ORDER BY q.id) AS body
	FROM questions q WHERE q.work_order_id = w.id
) q;
--> statement-breakpoint
-- Writes the documents of the given orders (an order that no longer exists has none to write).
-- plpgsql, not sql: its statement is planned once per connection, not on every write.
CREATE FUNCTION "work_order_search_refresh"(ids integer[]) RETURNS void
	LANGUAGE plpgsql
	AS $$
BEGIN
	IF cardinality(ids) = 0 THEN
		RETURN;
	END IF;
	INSERT INTO work_order_search AS s (work_order_id, status, created_at, completed_at, deleted, own, doc)
	SELECT d.work_order_id, d.status, d.created_at, d.completed_at, d.deleted, d.own, d.doc
	FROM work_order_search_documents d
	WHERE d.work_order_id = ANY (ids)
	ON CONFLICT (work_order_id) DO UPDATE SET status = excluded.status, created_at = excluded.created_at,
		completed_at = excluded.completed_at, deleted = excluded.deleted, own = excluded.own, doc = excluded.doc;
END
$$;
--> statement-breakpoint
-- Statement triggers with transition tables: a statement that touches many rows (a purge, a bulk
-- update) rewrites each document once.
CREATE FUNCTION "work_order_search_after_order_insert"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	PERFORM work_order_search_refresh(array(SELECT n.id FROM new_rows n));
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- A change to the order's own text or its people rewrites its document; a change of status, dates or
-- deletion only copies those columns.
CREATE FUNCTION "work_order_search_after_order_update"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	PERFORM work_order_search_refresh(array(
		SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE (n.work_order_id, n.title, n.description, n.notes, n.customer_name, n.job_last_name, n.location,
				n.city, n.assigned_to, n.assigned_office_employee)
			IS DISTINCT FROM (o.work_order_id, o.title, o.description, o.notes, o.customer_name, o.job_last_name,
				o.location, o.city, o.assigned_to, o.assigned_office_employee)
			OR NOT EXISTS (SELECT 1 FROM work_order_search s WHERE s.work_order_id = n.id)));
	UPDATE work_order_search s
	SET status = n.status, created_at = n.created_at, completed_at = n.completed_at, deleted = n.deleted_at IS NOT NULL
	FROM new_rows n
	WHERE s.work_order_id = n.id
		AND (s.status, s.created_at, s.completed_at, s.deleted)
			IS DISTINCT FROM (n.status, n.created_at, n.completed_at, n.deleted_at IS NOT NULL);
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Comments, questions and assignees: the documents of the orders whose rows changed.
CREATE FUNCTION "work_order_search_after_child_change"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM work_order_search_refresh(array(SELECT DISTINCT n.work_order_id FROM new_rows n));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM work_order_search_refresh(array(SELECT DISTINCT o.work_order_id FROM old_rows o));
	ELSE
		PERFORM work_order_search_refresh(array(
			SELECT n.work_order_id FROM new_rows n UNION SELECT o.work_order_id FROM old_rows o));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- A renamed employee: every order they are on.
CREATE FUNCTION "work_order_search_after_employee_update"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
DECLARE
	renamed integer[] := array(
		SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name);
BEGIN
	IF cardinality(renamed) > 0 THEN
		PERFORM work_order_search_refresh(array(
			SELECT w.id FROM work_orders w WHERE w.assigned_to = ANY (renamed)
			UNION SELECT w.id FROM work_orders w WHERE w.assigned_office_employee = ANY (renamed)
			UNION SELECT a.work_order_id FROM work_order_assignees a WHERE a.employee_id = ANY (renamed)));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Triggers first: creating them locks these tables against writes until this migration commits, so
-- no write can slip between the backfill and the triggers.
CREATE TRIGGER "work_order_search_order_insert" AFTER INSERT ON "work_orders"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_search_after_order_insert();
--> statement-breakpoint
CREATE TRIGGER "work_order_search_order_update" AFTER UPDATE ON "work_orders"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION work_order_search_after_order_update();
--> statement-breakpoint
CREATE TRIGGER "work_order_search_comment_insert" AFTER INSERT ON "comments"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_search_after_child_change();
--> statement-breakpoint
CREATE TRIGGER "work_order_search_comment_update" AFTER UPDATE ON "comments"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION work_order_search_after_child_change();
--> statement-breakpoint
CREATE TRIGGER "work_order_search_comment_delete" AFTER DELETE ON "comments"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_search_after_child_change();
--> statement-breakpoint
CREATE TRIGGER "work_order_search_question_insert" AFTER INSERT ON "questions"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_search_after_child_change();
--> statement-breakpoint
CREATE TRIGGER "work_order_search_question_update" AFTER UPDATE ON "questions"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION work_order_search_after_child_change();
--> statement-breakpoint
CREATE TRIGGER "work_order_search_question_delete" AFTER DELETE ON "questions"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_search_after_child_change();
--> statement-breakpoint
CREATE TRIGGER "work_order_search_assignee_insert" AFTER INSERT ON "work_order_assignees"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_search_after_child_change();
--> statement-breakpoint
CREATE TRIGGER "work_order_search_assignee_update" AFTER UPDATE ON "work_order_assignees"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION work_order_search_after_child_change();
--> statement-breakpoint
CREATE TRIGGER "work_order_search_assignee_delete" AFTER DELETE ON "work_order_assignees"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_search_after_child_change();
--> statement-breakpoint
CREATE TRIGGER "work_order_search_employee_update" AFTER UPDATE ON "employees"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION work_order_search_after_employee_update();
--> statement-breakpoint
-- The backfill: every existing order's document, in one statement, before the indexes are built.
INSERT INTO "work_order_search" (work_order_id, status, created_at, completed_at, deleted, own, doc)
SELECT work_order_id, status, created_at, completed_at, deleted, own, doc FROM work_order_search_documents;
--> statement-breakpoint
CREATE INDEX "work_order_search_own_idx" ON "work_order_search" USING gin ("own");--> statement-breakpoint
CREATE INDEX "work_order_search_doc_idx" ON "work_order_search" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "work_order_search_created_idx" ON "work_order_search" USING btree ("created_at" DESC NULLS LAST,"work_order_id" DESC NULLS LAST) WHERE not "work_order_search"."deleted";--> statement-breakpoint
CREATE INDEX "work_order_search_status_created_idx" ON "work_order_search" USING btree ("status","created_at" DESC NULLS LAST,"work_order_id" DESC NULLS LAST) WHERE not "work_order_search"."deleted";--> statement-breakpoint
CREATE INDEX "work_order_search_completed_idx" ON "work_order_search" USING btree ("completed_at" DESC NULLS LAST,"work_order_id" DESC NULLS LAST) WHERE "work_order_search"."status" = 'completed' and not "work_order_search"."deleted";--> statement-breakpoint
CREATE INDEX "work_orders_job_number_trgm_idx" ON "work_orders" USING gin ("work_order_id" gin_trgm_ops);--> statement-breakpoint
ANALYZE "work_order_search";
