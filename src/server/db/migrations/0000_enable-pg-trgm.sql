-- Trigram indexes back the free-text searches. pg_trgm is a trusted extension,
-- so the database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
