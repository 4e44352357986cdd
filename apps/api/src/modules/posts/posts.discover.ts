import { sql, type SQL } from 'drizzle-orm';
import { WORK_MODES, type ProjectFilterValues } from '@squadup/shared';
import { titleByWorkMode, titleInMode } from '../../db/schema/posts.js';
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

/** A group of matches: its condition on p, and a term every match has (post_terms), or null. */
interface MatchGroup {
  condition: SQL;
  anchor: string | null;
}

/**
 * One page of the open posts matching the groups' conditions (`groups[0]` first, then
 * `groups[1]`; each newest first; the conditions exclusive), in ONE statement. Per group, `w`
 * takes its newest matches from a bounded window (stopping early when they are common): the
 * newest open posts, or with an anchor the newest open posts having that term, where matches are
 * far denser (a rare filter's 2,000 matches among 800k open posts are one in 20 of its tech's).
 * Only when the groups so far fall short of `need` does `f` ask the condition's indexes for all
 * of that group's matches (then they are rare). A window holding `need` matches answers exactly:
 * every match newer than its oldest row is in it. `f` is MATERIALIZED so the planner does not
 * turn it back into a walk of the newest-first index; the gates are InitPlans, so `f` is not
 * executed when the window suffices, nor a group at all once the earlier ones fill the page
 * (lib/newest-matches, docs/decisions/0018 and 0061).
 */
function newestMatchingQuery(viewerId: string, groups: MatchGroup[], paging: Page): SQL {
  const need = paging.offset + paging.limit;
  const ctes: SQL[] = [];
  const before: SQL[] = [sql`0`]; // rows the earlier groups give, as SQL
  groups.forEach(({ condition, anchor }, grp) => {
    const [w, f, g] = ['w', 'f', 'g'].map((name) => sql.raw(`${name}${grp}`));
    const earlier = sql.join(before, sql` + `);
    const shortOf = sql`(${earlier} + (select count(*) from ${w})) < ${need}`;
    ctes.push(
      sql`${w} as materialized (select p.id, p.created_at from ${windowOf(anchor, need)}
        where (${earlier}) < ${need} and ${condition} and ${visibleTo(viewerId)}
        ${anchor === null ? newestFirst : sql`order by t.created_at desc, t.post_id desc`}
        limit ${need})`,
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

/**
 * A group's window as `p`: the newest open posts, or the anchor's newest from post_terms (which
 * holds each open post's created_at), each post then read by its id. LATERAL with OFFSET 0 keeps
 * that a walk in the term's order (as `t`), where a generic plan otherwise fetched the
 * condition's matches through their index and sorted them.
 */
function windowOf(anchor: string | null, need: number): SQL {
  const rows = windowRows(need);
  if (anchor === null)
    return sql`(select * from posts q where ${takingApplications('q')}
      order by q.created_at desc, q.id desc limit ${rows}) p`;
  return sql`(select pt.post_id, pt.created_at from post_terms pt where pt.term = ${anchor}
      order by pt.created_at desc, pt.post_id desc limit ${rows}) t
    cross join lateral (select * from posts q
      where q.id = t.post_id and ${takingApplications('q')} offset 0) p`;
}

// Planned once per shape and connection (db/raw.ts): planning these took longer than running them.
const newestMatchingPage = (db: Database, viewerId: string, groups: MatchGroup[], paging: Page) =>
  selectWithGenericPlan<PostViewRow>(db, 'discover', newestMatchingQuery(viewerId, groups, paging));

type WorkModeKey = (typeof titleByWorkMode)[number];

interface FilterParts {
  condition: SQL;
  /** A term (lower-cased, as in post_terms) every match has, or null. */
  anchor: string | null;
  /** The work modes a match may have (all of them, and none, when the filter names none). */
  modes: readonly WorkModeKey[];
}

/**
 * The single-valued fields' keys in posts_open_discover_idx: one field's values as its own keys
 * (`mode:remote`); two or three fields as the keys of their combinations
 * (`mode+level:remote|advanced`), so a combination whose parts are common but rarely meet is one
 * short list, not an intersection of long ones (migration 0031: mode and level come first, as
 * their values never hold '|').
 */
function facetKeys(fields: [name: string, values: string[]][]): string[] {
  const asked = fields.filter(([, values]) => values.length > 0);
  if (asked.length === 0) return [];
  const prefix = asked.map(([name]) => name).join('+');
  const combinations = asked.reduce<string[]>(
    (keys, [, values]) => keys.flatMap((key) => values.map((v) => (key ? `${key}|${v}` : v))),
    [''],
  );
  return combinations.map((values) => `${prefix}:${values}`);
}

/**
 * The filter as one condition on p: each list OR-ed inside (the tech tags: all of them with
 * tech_match 'all'), AND-ed across. Every part is an operator a GIN index answers (&&, @>), so
 * the fallback of newestMatchingQuery is one scan of posts_open_discover_idx (with the search's
 * title, when there is one). Its anchor: a tech tag every match has (the only one asked, or the
 * first with 'all'), else the only role asked.
 */
function filterParts(filter: ProjectFilterValues): FilterParts {
  const lower = (values: string[]) => values.map((v) => v.toLowerCase());
  const tech = lower(filter.tech_stack);
  const roles = lower(filter.desired_roles);
  const conditions: SQL[] = [sql`true`];
  if (tech.length)
    conditions.push(
      filter.tech_match === 'all'
        ? sql`p.tech_stack_lc @> ${textArray(tech)}`
        : sql`p.tech_stack_lc && ${textArray(tech)}`,
    );
  if (roles.length) conditions.push(sql`p.desired_roles_lc && ${textArray(roles)}`);
  // A post open to any level ('any', "Any level" on its card) suits whichever level is asked for.
  const levels = filter.experience_level.length
    ? [...new Set([...filter.experience_level, 'any'])]
    : [];
  const facets = facetKeys([
    ['mode', filter.work_mode],
    ['level', levels],
    ['type', lower(filter.project_type)],
  ]);
  // The columns themselves too: PostgreSQL tests the cheapest condition first, so a window row
  // is turned down without building its keys, and the fallback has these as its index keys.
  if (filter.work_mode.length)
    conditions.push(sql`p.work_mode = any(${textArray(filter.work_mode)})`);
  if (levels.length) conditions.push(sql`p.experience_level = any(${textArray(levels)})`);
  if (filter.project_type.length)
    conditions.push(sql`lower(p.project_type) = any(${textArray(lower(filter.project_type))})`);
  if (facets.length)
    conditions.push(
      sql`squadup_discover_facets(p.project_type, p.work_mode, p.experience_level) && ${textArray(facets)}`,
    );
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
  const anchor =
    tech.length === 1 || (tech.length && filter.tech_match === 'all')
      ? tech[0]!
      : roles.length === 1
        ? roles[0]!
        : null;
  const modes = filter.work_mode.length
    ? WORK_MODES.filter((mode) => filter.work_mode.includes(mode))
    : titleByWorkMode;
  return { condition: sql.join(conditions, sql` and `), anchor, modes };
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
 * GIN cannot check weights, so `'word':*A` reads every post having the word anywhere. The title
 * is asked per work mode (`modes`: the filter's), as posts_open_discover_idx keeps it: "react"
 * in a Remote post's title is then one key's list, not the intersection of "react" titles with
 * Remote posts. A post has one mode, so exactly one arm can hold; `coalesce` keeps the others'
 * nulls out of the negation.
 */
function searchGroups(search: PostSearch, modes: readonly WorkModeKey[]): [SQL, SQL] {
  const parts: SQL[] = [];
  if (search.titleLikes.length) {
    const arms = modes.map((mode) => {
      const title = titleInMode(mode, 'p');
      const likes = search.titleLikes.map((like) => sql`(${title}) ilike ${like}`);
      return sql`(${sql.join(likes, sql` and `)})`;
    });
    parts.push(sql`(${sql.join(arms, sql` or `)})`);
  }
  if (search.titleTsquery) parts.push(sql`p.search_vector @@ ${tsquery(search.titleTsquery)}`);
  const inTitle = sql`(${sql.join(parts, sql` and `)})`;
  const anywhere = sql`p.search_vector @@ ${tsquery(search.tsquery)}`;
  return [inTitle, sql`${anywhere} and not coalesce(${inTitle}, false)`];
}

/** Full-text search of open posts: title matches first, then the rest, each newest first. */
export const searchPosts = (db: Database, viewerId: string, search: PostSearch, paging: Page) =>
  newestMatchingPage(
    db,
    viewerId,
    searchGroups(search, titleByWorkMode).map((condition) => ({ condition, anchor: null })),
    paging,
  );

/**
 * Open posts matching the filter, newest first; with `search`, those matching the words too, in
 * the search's order (its two groups, each AND-ed with the filter: still one statement). The
 * title group walks the newest posts, not the anchor's: the title's words, not the filter, are
 * what make its matches rare, and the anchor's window costs more a row (a read by id).
 */
export function filterPosts(
  db: Database,
  viewerId: string,
  filter: ProjectFilterValues,
  search: PostSearch | null,
  paging: Page,
) {
  const { condition, anchor, modes } = filterParts(filter);
  // The filter first: of equally cheap conditions PostgreSQL tests the first written first, and
  // the filter's array tests are cheaper than ILIKE on the title or matching the search vector
  // (which must be read whole), and exclude most of the window's rows.
  const groups: MatchGroup[] = search
    ? searchGroups(search, modes).map((group, grp) => ({
        condition: sql`${condition} and ${group}`,
        anchor: grp === 0 ? null : anchor,
      }))
    : [{ condition, anchor }];
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
