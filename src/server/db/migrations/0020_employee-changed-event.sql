-- Issue 39: every server process remembers the sessions it confirmed lately, so the reads a screen
-- makes after a live change do not each look their session up (services/session-memory.ts). A
-- change to an employee (a role, deactivation, a temporary password, a name) is announced like a
-- session that ended, so every process looks that employee's sessions up again at once. Streams
-- never send it to a screen.
CREATE TRIGGER "employees_changed_event" AFTER UPDATE ON "employees" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "portal_events_record"('employee.changed', 'id', 'employee');
