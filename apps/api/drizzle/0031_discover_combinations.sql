-- Two kinds of key that stand for a combination, so a filter whose parts are common but rarely
-- meet is one lookup in posts_open_discover_idx, where a GIN scan stepped through every part's list
-- (docs/decisions/0061): at 1M posts Other + In Person + advanced (never together) read 130k-400k
-- entries a key, 13.7 ms, and "react" in a Remote post's title 12.4 ms.
-- squadup_discover_facets: the single-valued fields as keys, alone and in every combination
-- (mode and level first: their values never hold '|'; the project type is a free tag, so last).
CREATE FUNCTION squadup_discover_facets(project_type text, work_mode text, experience_level text)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array['type:' || lower(project_type), 'mode:' || work_mode, 'level:' || experience_level,
    'mode+level:' || work_mode || '|' || experience_level,
    'mode+type:' || work_mode || '|' || lower(project_type),
    'level+type:' || experience_level || '|' || lower(project_type),
    'mode+level+type:' || work_mode || '|' || experience_level || '|' || lower(project_type)] $$;--> statement-breakpoint
-- The title's trigrams in one column per work mode (and one for none): each title is still
-- indexed once, so writes cost what they did.
DROP INDEX "posts_open_discover_idx";--> statement-breakpoint
CREATE INDEX "posts_open_discover_idx" ON "posts" USING gin ((case when work_mode = 'remote' then title end) gin_trgm_ops,(case when work_mode = 'in person' then title end) gin_trgm_ops,(case when work_mode = 'hybrid' then title end) gin_trgm_ops,(case when work_mode in ('remote', 'in person', 'hybrid') then null else title end) gin_trgm_ops,"tech_stack_lc","desired_roles_lc",squadup_discover_facets(project_type, work_mode, experience_level)) WHERE status = 'open';
