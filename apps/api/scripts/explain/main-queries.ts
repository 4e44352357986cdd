// The main branch's SQL (before docs/decisions/0018) for the queries that changed, frozen here so
// explain-posts.ts can time "before" and "after" interleaved on the same data in the same run:
// on a shared, noisy machine only that ratio means something. Not used by the app.
import { sql, type SQL } from 'drizzle-orm';
import type { ProjectFilterValues } from '@squadup/shared';
import { notBlockedBetween } from '../../src/modules/connections/index.js';
import {
  POST_COLUMNS,
  textArray,
  visibleTo,
  withViewerFlags,
} from '../../src/modules/posts/posts.repo.js';
import type { Page as Paging } from '../../src/lib/paging.js';

const newestFirst = sql`order by p.created_at desc, p.id desc`;
const page = ({ limit, offset }: Paging) => sql`limit ${limit} offset ${offset}`;
const openPostsPage = (viewerId: string, conditions: SQL, paging: Paging): SQL =>
  sql`select ${POST_COLUMNS} from posts p where ${conditions} and ${visibleTo(viewerId)}
    ${newestFirst} ${page(paging)}`;

/** Open posts matching the filter (each list OR-ed inside, AND-ed across), newest first. */
export function filterQuery(viewerId: string, filter: ProjectFilterValues, paging: Paging): SQL {
  const lower = (values: string[]) => values.map((v) => v.toLowerCase());
  const conditions: SQL[] = [sql`p.status = 'open'`];
  if (filter.tech_stack.length)
    conditions.push(sql`p.tech_stack_lc && ${textArray(lower(filter.tech_stack))}`);
  if (filter.desired_roles.length)
    conditions.push(sql`p.desired_roles_lc && ${textArray(lower(filter.desired_roles))}`);
  if (filter.project_type.length)
    conditions.push(sql`lower(p.project_type) = any(${textArray(lower(filter.project_type))})`);
  if (filter.work_mode.length)
    conditions.push(sql`p.work_mode = any(${textArray(filter.work_mode)})`);
  if (filter.experience_level.length)
    conditions.push(sql`p.experience_level = any(${textArray(filter.experience_level)})`);
  return withViewerFlags(
    viewerId,
    openPostsPage(viewerId, sql.join(conditions, sql` and `), paging),
    newestFirst,
  );
}

/**
 * Full-text search of open posts. `tsquery` is a to_tsquery expression built by the service from
 * sanitised words (each a prefix, AND-ed); `titleLike` adds a trigram-indexed title substring
 * match for inputs of 3+ characters. Ranked by ts_rank, then newest.
 */
export function searchQuery(
  viewerId: string,
  tsquery: string,
  titleLike: string | null,
  paging: Paging,
): SQL {
  const titleMatch = titleLike ? sql` or p.title ilike ${titleLike}` : sql``;
  return withViewerFlags(
    viewerId,
    sql`select ${POST_COLUMNS}, ts_rank(p.search_vector, q.query) as rank
      from posts p cross join to_tsquery('english', ${tsquery}) as q(query)
      where p.status = 'open' and (p.search_vector @@ q.query${titleMatch})
        and ${visibleTo(viewerId)}
      order by rank desc, p.created_at desc, p.id desc ${page(paging)}`,
    sql`order by p.rank desc, p.created_at desc, p.id desc`,
  );
}

/**
 * Recommendation in one statement. The viewer's terms are their lower-cased skill names and the
 * words of their profile title ("Backend engineer" → backend, engineer). Posts
 * whose tech ∪ skills ∪ roles overlap them (GIN on match_terms) come first, by the number of
 * overlapping terms, then newest; the others follow newest first (the open-posts index). Each
 * branch needs at most offset + limit rows, so both stop early and pages are true pages.
 */
export function recommendationQuery(viewerId: string, paging: Paging): SQL {
  const window = paging.offset + paging.limit;
  const eligible = sql`p.status = 'open' and p.posted_by <> ${viewerId} and ${visibleTo(viewerId)}
      and not exists (select 1 from applications x where x.post_id = p.id
        and x.applicant_id = ${viewerId} and x.status <> 'withdrawn')`;
  return sql`with mine as (
    select skill_name as name, 0 as src, "order" as ord from user_skills where user_id = ${viewerId}
    union all
    select w.word, 1, w.n::int from users u
      cross join lateral regexp_split_to_table(coalesce(u.title, ''), '[[:space:],/]+')
        with ordinality as w(word, n)
      where u.id = ${viewerId} and length(w.word) >= 2
  ), me as (
    select coalesce(array_agg(distinct lower(name)), '{}'::text[]) as terms from mine
  ), ranked as (
    (select p.id, 0 as grp,
        (select count(*)::int from unnest(me.terms) as t(term) where t.term = any(p.match_terms)) as score,
        p.created_at
      from posts p, me
      where ${eligible} and p.match_terms && me.terms
      order by score desc, p.created_at desc, p.id desc limit ${window})
    union all
    (select p.id, 1 as grp, 0 as score, p.created_at
      from posts p, me
      where ${eligible} and not (p.match_terms && me.terms)
      order by p.created_at desc, p.id desc limit ${window})
  ), picked as (
    select id, grp, score from ranked
    order by grp, score desc, created_at desc, id desc limit ${paging.limit} offset ${paging.offset}
  )
  ${withViewerFlags(
    viewerId,
    sql`select ${POST_COLUMNS}, r.grp, r.score,
        array(select x.name from (
            select distinct on (lower(m.name)) m.name, m.src, m.ord from mine m
            where lower(m.name) = any(p.match_terms)
            order by lower(m.name), m.src, m.ord) x
          order by x.src, x.ord, x.name) as matched_skills
      from picked r join posts p on p.id = r.id`,
    sql`order by p.grp, p.score desc, p.created_at desc, p.id desc`,
  )}`;
}

/** main's people search: the whole union of name and skill matches, then the page. */
export function searchPeopleQuery(viewerId: string, pattern: string, { limit, offset }: Paging) {
  return sql`select u.id, u.first_name, u.last_name, u.photo, u.location_id, u.title, u.bio
    from users u where u.first_name <> '' and u.id <> ${viewerId}
      and ${notBlockedBetween(viewerId, sql`u.id`)}
      and u.id in (select n.id from users n where lower(n.first_name || ' ' || n.last_name) like ${pattern}
        union select s.user_id from user_skills s where lower(s.skill_name) like ${pattern})
    order by u.id desc limit ${limit} offset ${offset}`;
}
