-- The title lower-cased once per write: Discover's windows test a search's words on the newest
-- 2,000 posts, and ILIKE lowers each title again for every word it tests (about 0.6 ms a word per
-- window at 1M posts), where LIKE on this column costs a quarter of that (docs/decisions/0066).
-- A stored generated column rewrites the table once, with its indexes.
ALTER TABLE "posts" ADD COLUMN "title_lc" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL;
