-- Lists cost their page, not the tables (docs/performance/queries.md). Every post list hides suspended
-- members' posts: the planner hashes the suspended members once per statement, which walked every
-- member without an index on them. Search reads open posts only: a rare word's matches came from the
-- search index BitmapAnd-ed with a walk of the whole open-posts facets index, only to tell the open
-- ones; the search index now holds open posts alone.
DROP INDEX "posts_search_vector_idx";--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id","suspended_until") WHERE suspended_at is not null;--> statement-breakpoint
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector") WHERE status = 'open';