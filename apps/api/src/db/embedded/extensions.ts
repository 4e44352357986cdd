import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions PGlite loads; pg_trgm backs trigram search indexes (migration 0000). */
export const pgliteExtensions = { pg_trgm };
