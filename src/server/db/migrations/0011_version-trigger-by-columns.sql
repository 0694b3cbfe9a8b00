-- The version trigger compares the old and new rows column by column, with updated_at and version
-- held equal, instead of as JSON: comparing them as JSON doubled the time of a bulk UPDATE. 0010 is
-- applied where it ran first and is not edited; this replaces its function.
CREATE OR REPLACE FUNCTION "work_orders_next_version"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
DECLARE
	stamped timestamp with time zone := NEW.updated_at;
BEGIN
	NEW.updated_at := OLD.updated_at;
	NEW.version := OLD.version;
	IF NEW IS DISTINCT FROM OLD THEN
		NEW.version := OLD.version + 1;
	END IF;
	NEW.updated_at := stamped;
	RETURN NEW;
END
$$;
