import { sql, type SQL } from 'drizzle-orm';
import type { ProjectFilterValues } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { selectWithGenericPlan } from '../../db/raw.js';
import { windowRows } from '../../lib/newest-matches.js';
import {
  POST_COLUMNS,
  newestFirst,
  takingApplications,
  page,
  textArray,
  visibleTo,
  withViewerFlags,
  type PostViewRow,
} from './posts.repo.js';
import type { Page } from '../../lib/paging.js';

// Discover's filter, search and recommendation: queries whose cost must not grow with the number
// of posts (docs/decisions/0018, docs/performance/queries.md). Filter and search find the page's
// ids with lib/newest-matches (a bounded newest-first walk, else the condition's index), then
// load the page with the viewer's flags in one statement. scripts/explain-posts.ts explains them
// through the services (scripts/explain/cases.ts), so it reaches the same SQL.

/**
 * One page of the open posts matching the groups' conditions (`groups[0]` first, then
 * `groups[1]`; each newest first; the conditions exclusive), in ONE statement. Per group, `w`
 * takes its newest matches from a bounded window of the newest open posts (stopping early when
 * they are common); only when the groups so far fall short of `need` does `f` ask the condition's
 * indexes for all of that group's matches (then they are rare). `f` is MATERIALIZED so the
 * planner does not turn it back into a walk of the newest-first index; its gate is an InitPlan,
 * so when the window suffices `f` is never executed (lib/newest-matches, docs/decisions/0018).
 */
function newestMatchingQuery(viewerId: string, groups: SQL[], paging: Page): SQL {
  const need = paging.offset + paging.limit;
  const window = sql`(select * from posts q where ${takingApplications('q')}
    order by q.created_at desc, q.id desc limit ${windowRows(need)}) p`;
  const ctes: SQL[] = [];
  const before: SQL[] = [sql`0`]; // rows the earlier groups give, as SQL
  groups.forEach((condition, grp) => {
    const shortOf = sql`(${sql.join(before, sql` + `)} + (select count(*) from w${sql.raw(String(grp))})) < ${need}`;
    const [w, f, g] = ['w', 'f', 'g'].map((name) => sql.raw(`${name}${grp}`));
    ctes.push(
      sql`${w} as materialized (select p.id, p.created_at from ${window}
        where ${condition} and ${visibleTo(viewerId)} ${newestFirst} limit ${need})`,
      sql`${f} as materialized (select p.id, p.created_at from posts p
        where ${shortOf} and ${takingApplications('p')} and ${condition} and ${visibleTo(viewerId)})`,
      sql`${g} as (select id, created_at, ${grp}::int as grp from ${w} where not ${shortOf}
        union all
        (select id, created_at, ${grp}::int from ${f} order by created_at desc, id desc limit ${need}))`,
    );
    before.push(sql`(select count(*) from ${g})`);
  });
  const union = sql.join(
    groups.map((_, grp) => sql`select * from ${sql.raw(`g${grp}`)}`),
    sql` union all `,
  );
  return sql`with ${sql.join(ctes, sql`, `)},
    picked as (select id, grp, created_at from (${union}) hits
      order by grp, created_at desc, id desc ${page(paging)})
    ${withViewerFlags(
      viewerId,
      sql`select ${POST_COLUMNS}, r.grp from picked r join posts p on p.id = r.id`,
      sql`order by p.grp, p.created_at desc, p.id desc`,
    )}`;
}

// Planned once per shape and connection (db/raw.ts): planning these took longer than running them.
const newestMatchingPage = (db: Database, viewerId: string, groups: SQL[], paging: Page) =>
  selectWithGenericPlan<PostViewRow>(db, 'discover', newestMatchingQuery(viewerId, groups, paging));

/**
 * The filter as one condition on p: each list OR-ed inside (the tech tags: all of them with
 * tech_match 'all'), AND-ed across. Every part is an operator a GIN index answers (&&, @>), so
 * the fallback of newestMatchingQuery can combine them (BitmapAnd) with the search's indexes.
 */
function filterCondition(filter: ProjectFilterValues): SQL {
  const lower = (values: string[]) => values.map((v) => v.toLowerCase());
  const conditions: SQL[] = [sql`true`];
  if (filter.tech_stack.length) {
    const tags = textArray(lower(filter.tech_stack));
    conditions.push(
      filter.tech_match === 'all'
        ? sql`p.tech_stack_lc @> ${tags}`
        : sql`p.tech_stack_lc && ${tags}`,
    );
  }
  if (filter.desired_roles.length)
    conditions.push(sql`p.desired_roles_lc && ${textArray(lower(filter.desired_roles))}`);
  // The single-valued fields through posts.facets (one GIN index), as the fallback needs an index.
  const facet = (prefix: string, values: string[]) =>
    conditions.push(sql`p.facets && ${textArray(values.map((v) => `${prefix}:${v}`))}`);
  if (filter.project_type.length) facet('type', lower(filter.project_type));
  if (filter.work_mode.length) facet('mode', filter.work_mode);
  // A post open to any level ('any', "Any level" on its card) suits whichever level is asked for.
  if (filter.experience_level.length)
    facet('level', [...new Set([...filter.experience_level, 'any'])]);
  // An event's squads: registered for it, or formed by its rounds (a few dozen ids at most). Once
  // the event's last day has passed (UTC, as the events module reads it), the squads leave its
  // view and stay in Discover as projects of their own (docs/decisions/0055).
  if (filter.event_id)
    conditions.push(sql`p.id = any(array(
      select r.post_id from event_registrations r
        where r.event_id = ${filter.event_id} and r.post_id is not null
      union
      select x.post_id from event_proposals x
        where x.event_id = ${filter.event_id} and x.post_id is not null))
      and exists (select 1 from events e where e.id = ${filter.event_id}
        and e.ends_on >= (now() at time zone 'utc')::date)`);
  return sql.join(conditions, sql` and `);
}

export interface PostSearch {
  /** to_tsquery text: each word a prefix, AND-ed. */
  tsquery: string;
  /** ILIKE patterns the title must all contain: the words of 3+ characters (trigram index). */
  titleLikes: string[];
  /** The shorter words as prefixes restricted to the title (weight A), or null. */
  titleTsquery: string | null;
}

/**
 * The words as a tsquery, parsed once per statement: in a generic plan a bare to_tsquery of a
 * parameter is parsed again for every row it is tested on (the window: 2,000 rows).
 */
const tsquery = (text: string): SQL => sql`(select to_tsquery('english', ${text}))`;

/**
 * Search as two groups: posts whose title has every word, then the other matches, each newest
 * first. The title test is trigram ILIKE rather than the title-weighted tsquery where it can be:
 * GIN cannot check weights, so `'word':*A` reads every post having the word anywhere.
 */
function searchGroups(search: PostSearch): [SQL, SQL] {
  const parts = search.titleLikes.map((like) => sql`p.title ilike ${like}`);
  if (search.titleTsquery) parts.push(sql`p.search_vector @@ ${tsquery(search.titleTsquery)}`);
  const inTitle = sql`(${sql.join(parts, sql` and `)})`;
  const anywhere = sql`p.search_vector @@ ${tsquery(search.tsquery)}`;
  return [inTitle, sql`${anywhere} and not ${inTitle}`];
}

/** Full-text search of open posts: title matches first, then the rest, each newest first. */
export const searchPosts = (db: Database, viewerId: string, search: PostSearch, paging: Page) =>
  newestMatchingPage(db, viewerId, searchGroups(search), paging);

/**
 * Open posts matching the filter, newest first; with `search`, those matching the words too, in
 * the search's order (its two groups, each AND-ed with the filter: still one statement).
 */
export function filterPosts(
  db: Database,
  viewerId: string,
  filter: ProjectFilterValues,
  search: PostSearch | null,
  paging: Page,
) {
  const condition = filterCondition(filter);
  // The filter first: of equally cheap conditions PostgreSQL tests the first written first, and
  // the filter's array tests are cheaper than ILIKE on the title or matching the search vector
  // (which must be read whole), and exclude most of the window's rows.
  const groups = search
    ? searchGroups(search).map((group) => sql`${condition} and ${group}`)
    : [condition];
  return newestMatchingPage(db, viewerId, groups, paging);
}

/** Candidates a recommendation scores at most (the newest per term, shared among the terms). */
const CANDIDATES_PER_VIEWER = 400;
/** Each term brings at least this many of its newest posts, however many terms there are. */
const PER_TERM_MIN = 10;

/**
 * A member's match terms as rows (name, src, ord): their skills (src 0, in their order), then the
 * words of their profile title (src 1: "Backend engineer" → Backend, engineer). `member` is a
 * value or a column of the outer statement (the matching-posts alerts ask it per member).
 */
export const memberTermRows = (member: SQL | string): SQL =>
  sql`select skill_name as name, 0 as src, "order" as ord from user_skills where user_id = ${member}
    union all
    select w.word, 1, w.n::int from users u
      cross join lateral regexp_split_to_table(coalesce(u.title, ''), '[[:space:],/]+')
        with ordinality as w(word, n)
      where u.id = ${member} and length(w.word) >= 2`;

/**
 * The recommendation's ranking, in parts a statement composes (Discover, and the matching-posts
 * mails of the notifications module): `ctes` defines `mine` (memberTermRows), `me` (the terms,
 * lower-cased) and `candidates` (per term, the newest open posts having it, from post_terms: at
 * most CANDIDATES_PER_VIEWER in all; only posts created after `since` when given). On a post `p`:
 * `eligible` (open, not the viewer's, not blocked either way, not applied to unless withdrawn),
 * `score` (how many of the viewer's terms it has) and `matched` (those terms as the viewer spells
 * them, skills first).
 */
export function recommendationRanking(viewerId: string, options: { since?: Date } = {}) {
  const since = options.since
    ? sql` and pt.created_at > ${options.since.toISOString()}::timestamptz`
    : sql``;
  return {
    ctes: sql`mine as (${memberTermRows(viewerId)}
    ), me as (
      select coalesce(array_agg(distinct lower(name)), '{}'::text[]) as terms from mine
    ), candidates as materialized (
      select distinct c.post_id from me, unnest(me.terms) as t(term)
      cross join lateral (select pt.post_id from post_terms pt where pt.term = t.term${since}
        order by pt.created_at desc, pt.post_id desc
        limit greatest(${PER_TERM_MIN}, ${CANDIDATES_PER_VIEWER} / greatest(1, cardinality(me.terms)))) c
    )`,
    eligible: sql`${takingApplications('p')} and p.posted_by <> ${viewerId} and ${visibleTo(viewerId)}
      and not exists (select 1 from applications x where x.post_id = p.id
        and x.applicant_id = ${viewerId} and x.status <> 'withdrawn')`,
    score: sql`(select count(*)::int from unnest(me.terms) as t(term) where t.term = any(p.match_terms))`,
    matched: sql`array(select x.name from (
        select distinct on (lower(m.name)) m.name, m.src, m.ord from mine m
        where lower(m.name) = any(p.match_terms)
        order by lower(m.name), m.src, m.ord) x
      order by x.src, x.ord, x.name)`,
  };
}

/**
 * Recommendation in one statement. The viewer's terms are their lower-cased skill names and the
 * words of their profile title ("Backend engineer" → backend, engineer). Candidates are, per
 * term, the newest open posts having it (post_terms, a short index range each): at most
 * CANDIDATES_PER_VIEWER in all, so the cost does not depend on how many posts match. Candidates
 * come first, by the number of overlapping terms, then newest; every other open post follows,
 * newest first (the open-posts index, stopping early). Each post appears once across pages.
 */
function recommendationQuery(viewerId: string, paging: Page): SQL {
  const window = paging.offset + paging.limit;
  const { ctes, eligible, score, matched } = recommendationRanking(viewerId);
  return sql`with ${ctes}, ranked as (
    (select p.id, 0 as grp, ${score} as score, p.created_at
      from candidates c join posts p on p.id = c.post_id, me
      where ${eligible}
      order by score desc, p.created_at desc, p.id desc limit ${window})
    union all
    (select p.id, 1 as grp, 0 as score, p.created_at
      from posts p
      where ${eligible} and p.id not in (select post_id from candidates)
      order by p.created_at desc, p.id desc limit ${window})
  ), picked as (
    select id, grp, score from ranked
    order by grp, score desc, created_at desc, id desc ${page(paging)}
  )
  ${withViewerFlags(
    viewerId,
    sql`select ${POST_COLUMNS}, r.grp, r.score, ${matched} as matched_skills
      from picked r join posts p on p.id = r.id`,
    sql`order by p.grp, p.score desc, p.created_at desc, p.id desc`,
  )}`;
}

export function recommendPosts(db: Database, viewerId: string, paging: Page) {
  return selectWithGenericPlan<PostViewRow & { matched_skills: string[] }>(
    db,
    'recommend',
    recommendationQuery(viewerId, paging),
  );
}
