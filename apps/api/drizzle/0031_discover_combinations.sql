-- Keys that stand for a combination in posts_open_discover_idx, because a GIN scan steps through
-- every key's list and common lists that rarely meet cost as much as their length (docs/decisions/
-- 0061). At 1M posts: Other + In Person + advanced (never together) read 130k-400k entries a key,
-- 13.7 ms; "react" in a Remote post's title 12.4 ms; "react dashboard" with TypeScript and a level
-- (383 matches) 16 ms, most of it reading and sorting all 383 rows for the newest 4.
-- squadup_post_age: a post's creation time in steps of 2^21 s (about 24 days); immutable, as it
-- reads the time in UTC.
CREATE FUNCTION squadup_post_age(created_at timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor(extract(epoch FROM (created_at AT TIME ZONE 'UTC')) / 2097152)::integer $$;--> statement-breakpoint
-- squadup_discover_facets: the single-valued fields as keys, alone and in every combination (mode
-- and level first: their values never hold '|'; the project type is a free tag, so last), and the
-- post's age step, so the fallback can ask for the last few weeks' matches first (squadup_post_age
-- written out: PostgreSQL 17 evaluates an index's expressions with only pg_catalog on the search
-- path, where a call to another of our functions is not found).
CREATE FUNCTION squadup_discover_facets(project_type text, work_mode text, experience_level text,
    created_at timestamptz) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array['type:' || lower(project_type), 'mode:' || work_mode, 'level:' || experience_level,
    'mode+level:' || work_mode || '|' || experience_level,
    'mode+type:' || work_mode || '|' || lower(project_type),
    'level+type:' || experience_level || '|' || lower(project_type),
    'mode+level+type:' || work_mode || '|' || experience_level || '|' || lower(project_type),
    'age:' || floor(extract(epoch FROM (created_at AT TIME ZONE 'UTC')) / 2097152)::integer] $$;--> statement-breakpoint
-- The title's trigrams in one column per work mode (and one for none): each title is still
-- indexed once, so writes index what they did.
DROP INDEX "posts_open_discover_idx";--> statement-breakpoint
CREATE INDEX "posts_open_discover_idx" ON "posts" USING gin ((case when work_mode = 'remote' then title end) gin_trgm_ops,(case when work_mode = 'in person' then title end) gin_trgm_ops,(case when work_mode = 'hybrid' then title end) gin_trgm_ops,(case when work_mode in ('remote', 'in person', 'hybrid') then null else title end) gin_trgm_ops,"tech_stack_lc","desired_roles_lc",squadup_discover_facets(project_type, work_mode, experience_level, created_at)) WHERE status = 'open';--> statement-breakpoint
-- posts.facets had no reader but the index this replaces: a stored column computed on every write.
ALTER TABLE "posts" DROP COLUMN "facets";
