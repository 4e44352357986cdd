-- Discover's filters and the title part of its search read open posts through ONE GIN index of
-- the title's trigrams, the lower-cased tech and roles and the facets. With one index per column,
-- a filter's fallback read each column's whole list into a bitmap and AND-ed them: at 1M posts a
-- rare filter (WebRTC + Data Scientist + advanced) took 71 ms and "react" + Remote 488 ms, where
-- one GIN scan intersects the keys itself, skipping through the common keys' lists (12 and 15 ms
-- on the same data; docs/decisions/0058, docs/performance/queries.md). The four indexes it
-- replaces had no other reader.
CREATE INDEX "posts_open_discover_idx" ON "posts" USING gin ("title" gin_trgm_ops,"tech_stack_lc","desired_roles_lc","facets") WHERE status = 'open';--> statement-breakpoint
DROP INDEX "posts_tech_stack_lc_idx";--> statement-breakpoint
DROP INDEX "posts_desired_roles_lc_idx";--> statement-breakpoint
DROP INDEX "posts_facets_idx";--> statement-breakpoint
DROP INDEX "posts_title_trgm_idx";
