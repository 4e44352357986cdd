import { sql, type SQL } from 'drizzle-orm';
import { WORK_MODES, type ProjectFilterValues } from '@squadup/shared';
import { discoverFacets, titleByWorkMode, titleInMode } from '../../db/schema/posts.js';
import type { Database } from '../../db/client.js';
import { runWithGenericPlan, statementsByKey } from '../../db/raw.js';
import type { MemberRef } from '../../db/visibility.js';
import { windowRows, windowRowsBeforeRecent } from '../../lib/newest-matches.js';
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
 * A group of matches: its condition on p; a term every match has (post_terms), or null; whether
 * the condition has keys in posts_open_discover_idx (then the last weeks' matches can be asked
 * apart, without reading every post of those weeks).
 */
interface MatchGroup {
  condition: SQL;
  /**
   * The condition as exclusive alternatives, for the index steps: each one scan of the index
   * with all of its keys (a title asked in every work mode's column would otherwise be a
   * BitmapOr, which a generic plan skipped for a scan of the filter's keys and a recheck of
   * thousands of rows). Absent: the condition itself.
   */
  alternatives?: SQL[];
  anchor: string | null;
  indexed: boolean;
}

/**
 * Up to this many rows to find (offset + limit), a group with an anchor walks the anchor's window
 * alone. A row there costs about three times one of the newest posts (a read by id, scattered), so
 * for a deep page of a common filter (page 250 of React: 1,000 rows) the newest posts come first.
 */
const ANCHOR_ALONE_MAX_NEED = 100;

const TAKING_P = takingApplications('p');
const TAKING_Q = takingApplications('q');

/**
 * The age keys (squadup_post_age) of the last weeks: the current step, the one before (so at
 * least 24 days back) and the next (a clock a little ahead).
 */
const RECENT_AGES = sql`(select array['age:' || (a - 1), 'age:' || a, 'age:' || (a + 1)]
  from squadup_post_age(now()) a)`;

/**
 * One page of the open posts matching the groups' conditions (`groups[0]` first, then
 * `groups[1]`; each newest first; the conditions exclusive), in ONE statement. Per group, steps
 * run in turn, each only when the groups so far and the group's earlier steps fall short of
 * `need` (gates are InitPlans, so a step not needed is never executed, nor a group once the
 * earlier ones fill the page):
 * 1. a bounded window of the newest open posts (stopping early when matches are common);
 * 2. with an anchor, a bounded window of the newest open posts having that term (post_terms),
 *    where matches are far denser (a rare filter's 2,000 among 800k open posts are one in 20 of
 *    its tech's posts); for the first pages (ANCHOR_ALONE_MAX_NEED) it replaces step 1;
 * 3. when the condition has keys in posts_open_discover_idx, its matches of the last weeks (a
 *    key per post's age): one index scan that skips to the newest part of each key's list, and
 *    a few rows to read and sort where all matches may be hundreds;
 * 4. all of the group's matches through the condition's indexes (then they are rare).
 * Each step is exact when it holds `need` matches: every match newer than its oldest row is in
 * it. The steps are MATERIALIZED so the planner does not turn an index step back into a walk of
 * the newest-first index (lib/newest-matches, docs/decisions/0018 and 0061).
 */
function newestMatchingQuery(viewerId: MemberRef, groups: MatchGroup[], paging: Page): SQL {
  const need = paging.offset + paging.limit;
  const visible = visibleTo(viewerId); // composed once, used by every step
  const ctes: SQL[] = [];
  // Rows the earlier groups give, as SQL; bigint, so that `need` is typed bigint where it is
  // compared with it (a page far out, up to 2^31 pages of 50, is past an integer).
  const before: SQL[] = [sql`0::bigint`];
  groups.forEach(({ condition, alternatives = [condition], anchor, indexed }, grp) => {
    const size = indexed ? windowRowsBeforeRecent(need) : windowRows(need);
    const windows =
      anchor === null
        ? [windowOf(null, size)]
        : need <= ANCHOR_ALONE_MAX_NEED
          ? [windowOf(anchor, size)]
          : [windowOf(null, size), windowOf(anchor, size)];
    const name = (kind: string) => sql.raw(`${kind}${grp}`);
    const earlier = sql.join(before, sql` + `);
    // The steps in order: the windows, the last weeks' matches (when indexed), all matches.
    const fromIndex = (ages: SQL) => ({
      rows: (gate: SQL) =>
        sql.join(
          alternatives.map(
            (alternative) => sql`select p.id, p.created_at from posts p
              where ${gate} and ${TAKING_P} and ${ages} and ${alternative} and ${visible}`,
          ),
          sql` union all `,
        ),
      sorted: false,
    });
    const steps = [
      ...windows.map((window) => ({
        rows: (gate: SQL) => sql`select p.id, p.created_at from ${window.rows}
          where ${gate} and ${condition} and ${visible} ${window.order} limit ${need}`,
        sorted: true,
      })),
      ...(indexed ? [fromIndex(sql`${discoverFacets('p')} && ${RECENT_AGES}`)] : []),
      fromIndex(sql`true`),
    ];
    // short[i]: the earlier groups and this group's step i fall short of the page.
    const short = steps.map(
      (_, i) => sql`(${earlier} + (select count(*) from ${name(`s${i}_`)})) < ${need}`,
    );
    // Every step before i fell short: only then is step i executed.
    const shortBefore = (i: number) =>
      sql.join([sql`(${earlier}) < ${need}`, ...short.slice(0, i)], sql` and `);
    steps.forEach(({ rows }, i) =>
      ctes.push(sql`${name(`s${i}_`)} as materialized (${rows(shortBefore(i))})`),
    );
    const parts = steps.map(({ sorted }, i) => {
      const rows = sql`select id, created_at, ${grp}::int as grp from ${name(`s${i}_`)}`;
      if (i === steps.length - 1)
        return sql`(${rows} order by created_at desc, id desc limit ${need})`;
      const taken = sql`${rows} where ${shortBefore(i)} and not ${short[i]}`;
      return sorted ? taken : sql`(${taken} order by created_at desc, id desc limit ${need})`;
    });
    ctes.push(sql`${name('g')} as (${sql.join(parts, sql` union all `)})`);
    before.push(sql`(select count(*) from ${name('g')})`);
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
 * A window as `p`, with the order its walk keeps (so it stops at `need` matches): the newest open
 * posts, or the anchor's newest from post_terms (which holds each open post's created_at), each
 * post then read by its id. LATERAL with OFFSET 0 keeps that a walk in the term's order (as `t`),
 * where a generic plan otherwise fetched the condition's matches through their index and sorted.
 */
function windowOf(anchor: string | null, rows: number): { rows: SQL; order: SQL } {
  if (anchor === null)
    return {
      rows: sql`(select * from posts q where ${TAKING_Q}
        order by q.created_at desc, q.id desc limit ${rows}) p`,
      order: newestFirst,
    };
  return {
    rows: sql`(select pt.post_id, pt.created_at from post_terms pt where pt.term = ${anchor}
        order by pt.created_at desc, pt.post_id desc limit ${rows}) t
      cross join lateral (select * from posts q where q.id = t.post_id offset 0) p`,
    order: sql`order by t.created_at desc, t.post_id desc`,
  };
}

/** The viewer, bound when a statement built once per input runs. */
const VIEWER = sql.placeholder('viewer');

const discoverStatements = statementsByKey();

/**
 * The page of newestMatchingQuery for the groups of `input` (a key naming everything they hold),
 * built once per input and page (db/raw.ts statementsByKey): the same filter asked by another
 * member reuses its text, and its plan, made once per connection (planning these took longer
 * than running them).
 */
function newestMatchingPage(
  db: Database,
  viewerId: string,
  input: string,
  groups: () => MatchGroup[],
  paging: Page,
) {
  const key = `${input}|${paging.offset}|${paging.limit}`;
  const built = discoverStatements(key, () => newestMatchingQuery(VIEWER, groups(), paging));
  return runWithGenericPlan<PostViewRow>(db, 'discover', built, { viewer: viewerId });
}

type WorkModeKey = (typeof titleByWorkMode)[number];

interface FilterParts {
  /** The filter on p's columns, for a window's rows (and the search vector's index). */
  condition: SQL;
  /**
   * The same with the single-valued fields' keys too, for a scan of posts_open_discover_idx
   * (building the keys for a window's every row would cost more than testing the columns).
   */
  withKeys: SQL;
  /** A term (lower-cased, as in post_terms) every match has, or null. */
  anchor: string | null;
  /** The work modes a match may have (all of them, and none, when the filter names none). */
  modes: readonly WorkModeKey[];
  /** Whether the condition has keys in posts_open_discover_idx. */
  indexed: boolean;
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
 * tech_match 'all'), AND-ed across. With its keys (`withKeys`) every part is an operator
 * posts_open_discover_idx answers (&&, @>), so an index step of newestMatchingQuery is one scan
 * of it (with the search's title, when there is one). Its anchor: a tech tag every match has (the
 * only one asked, or the first with 'all'), else the only role asked.
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
  if (filter.work_mode.length)
    conditions.push(sql`p.work_mode = any(${textArray(filter.work_mode)})`);
  if (levels.length) conditions.push(sql`p.experience_level = any(${textArray(levels)})`);
  if (filter.project_type.length)
    conditions.push(sql`lower(p.project_type) = any(${textArray(lower(filter.project_type))})`);
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
  const indexed = tech.length > 0 || roles.length > 0 || facets.length > 0;
  const condition = sql.join(conditions, sql` and `);
  const withKeys = facets.length
    ? sql`${condition} and ${discoverFacets('p')} && ${textArray(facets)}`
    : condition;
  return { condition, withKeys, anchor, modes, indexed };
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
 * GIN cannot check weights, so `'word':*A` reads every post having the word anywhere. The index
 * steps ask the title per work mode (`modes`: the filter's), as posts_open_discover_idx keeps it:
 * "react" in a Remote post's title is then one key's list, not the intersection of "react"
 * titles with Remote posts.
 */
function searchGroups(search: PostSearch, modes: readonly WorkModeKey[]) {
  const title = (test: (like: string) => SQL) => {
    const parts = search.titleLikes.map(test);
    if (search.titleTsquery) parts.push(sql`p.search_vector @@ ${tsquery(search.titleTsquery)}`);
    return sql`(${sql.join(parts, sql` and `)})`;
  };
  // A work mode's title is the title where the post has that mode, else null: on a window's
  // rows the plain title says the same under the filter's modes, for less. There the lower-cased
  // title with LIKE, which is what ILIKE does after lowering both sides on every row (the
  // pattern is lowered once per statement).
  const inTitle = title((like) => sql`p.title_lc like (select lower(${like}))`);
  const anywhere = sql`p.search_vector @@ ${tsquery(search.tsquery)}`;
  return {
    inTitle,
    /** The title group as one alternative per work mode (MatchGroup.alternatives). */
    inTitleArms: search.titleLikes.length
      ? modes.map((mode) => title((like) => sql`(${titleInMode(mode, 'p')}) ilike ${like}`))
      : [inTitle],
    elsewhere: sql`${anywhere} and not ${inTitle}`,
    indexed: search.titleLikes.length > 0,
  };
}

/** Full-text search of open posts: title matches first, then the rest, each newest first. */
export function searchPosts(db: Database, viewerId: string, search: PostSearch, paging: Page) {
  return newestMatchingPage(
    db,
    viewerId,
    `search:${JSON.stringify(search)}`,
    () => {
      const { inTitle, inTitleArms, elsewhere, indexed } = searchGroups(search, titleByWorkMode);
      return [
        { condition: inTitle, alternatives: inTitleArms, anchor: null, indexed },
        { condition: elsewhere, anchor: null, indexed: false },
      ];
    },
    paging,
  );
}

/**
 * Open posts matching the filter, newest first; with `search`, those matching the words too, in
 * the search's order (its two groups, each AND-ed with the filter: still one statement). The
 * title group walks the newest posts only, not the anchor's: the title's words, not the filter,
 * are what make its matches rare, and the anchor's window costs more a row (a read by id). The
 * other group's matches are found through the search vector's index, where the last weeks'
 * step would not save reading the words' lists.
 */
export function filterPosts(
  db: Database,
  viewerId: string,
  filter: ProjectFilterValues,
  search: PostSearch | null,
  paging: Page,
) {
  return newestMatchingPage(
    db,
    viewerId,
    `filter:${JSON.stringify([filter, search])}`,
    () => filterGroups(filter, search),
    paging,
  );
}

function filterGroups(filter: ProjectFilterValues, search: PostSearch | null): MatchGroup[] {
  const { condition, withKeys, anchor, modes, indexed } = filterParts(filter);
  if (!search) return [{ condition, alternatives: [withKeys], anchor, indexed }];
  // The filter first: of equally cheap conditions PostgreSQL tests the first written first, and
  // the filter's array tests are cheaper than ILIKE on the title or matching the search vector
  // (which must be read whole), and exclude most of the window's rows.
  const title = searchGroups(search, modes);
  return [
    {
      condition: sql`${condition} and ${title.inTitle}`,
      alternatives: title.inTitleArms.map((arm) => sql`${withKeys} and ${arm}`),
      anchor: null,
      indexed: indexed || title.indexed,
    },
    { condition: sql`${condition} and ${title.elsewhere}`, anchor, indexed: false },
  ];
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
export const memberTermRows = (member: MemberRef): SQL =>
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
export function recommendationRanking(viewerId: MemberRef, options: { since?: Date } = {}) {
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
function recommendationQuery(viewerId: MemberRef, paging: Page): SQL {
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

const recommendationStatements = statementsByKey();

/** The recommendation's page, its statement built once per page (as newestMatchingPage's). */
export function recommendPosts(db: Database, viewerId: string, paging: Page) {
  const built = recommendationStatements(`${paging.offset}|${paging.limit}`, () =>
    recommendationQuery(VIEWER, paging),
  );
  return runWithGenericPlan<PostViewRow & { matched_skills: string[] }>(db, 'recommend', built, {
    viewer: viewerId,
  });
}
