-- Trigram indexes for member and project search (later migrations add them).
-- PGlite loads the extension module in its constructor (see src/db/client.ts);
-- on PostgreSQL pg_trgm is a trusted extension (no superuser needed since 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
