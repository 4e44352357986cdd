import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows, selectWithGenericPlan } from '../../db/raw.js';
import { windowRows } from '../../lib/newest-matches.js';
import type { Page } from '../../lib/paging.js';
import { notBlockedBetween } from '../../db/visibility.js';

// Every page is ONE statement whose WHERE holds all the conditions and whose LIMIT/OFFSET run
// in the database, so pages are true pages (never filtered after paging). Newest members first
// by id (UUID v7, time-ordered): the partial index users_people_id_idx (first_name <> '').

export interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  photo: string | null;
  location_id: string | null;
  title: string | null;
  bio: string | null;
  /** Presence, shown only as the member allows (people.present.ts). */
  is_online: boolean;
  show_online: boolean;
}

export interface SkillRow {
  id: string;
  user_id: string;
  skill_name: string;
  proficiency_level: 'beginner' | 'intermediate' | 'advanced' | 'expert';
  years_experience: number | null;
  is_top: boolean;
  order: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const PERSON_COLUMNS = sql.raw(
  'u.id, u.first_name, u.last_name, u.photo, u.location_id, u.title, u.bio, u.is_online, u.show_online',
);

/**
 * Who Find People lists for the viewer: members with a first name, no block either way. The
 * viewer is listed too (their card is marked as theirs, with no Connect: the spec's "Connect is
 * hidden on one's own card"), so they see how others find them.
 */
const listable = (viewerId: string) =>
  sql`u.first_name <> '' and ${notBlockedBetween(viewerId, sql`u.id`)}`;

function pageOf(db: Database, viewerId: string, extra: SQL[], { limit, offset }: Page) {
  const where = sql.join([listable(viewerId), ...extra], sql` and `);
  return selectRows<PersonRow>(
    db,
    sql`select ${PERSON_COLUMNS} from users u where ${where}
      order by u.id desc limit ${limit} offset ${offset}`,
  );
}

export const listPeople = (db: Database, viewerId: string, page: Page) =>
  pageOf(db, viewerId, [], page);

/**
 * Members having any of `skillsLc` (exact, lower-cased: user_skills_skill_lc_idx) and, when given,
 * whose title contains `titlePattern` (users_title_trgm_idx).
 */
export function filterPeople(
  db: Database,
  viewerId: string,
  skillsLc: string[],
  titlePattern: string | null,
  page: Page,
) {
  const extra: SQL[] = [];
  if (skillsLc.length > 0)
    extra.push(sql`exists (select 1 from user_skills s where s.user_id = u.id
      and lower(s.skill_name) = any(${sql.param(skillsLc)}::text[]))`);
  if (titlePattern) extra.push(sql`lower(coalesce(u.title, '')) like ${titlePattern}`);
  return pageOf(db, viewerId, extra, page);
}

/**
 * Name (first and last), title or any skill containing the pattern (u is the member). The skill
 * test is a per-member aggregate, not EXISTS: the planner may turn an EXISTS into one hashed set
 * of every member with a matching skill (12k rows for "react"), the very union the window avoids.
 */
const matchesPattern = (pattern: string) =>
  sql`(lower(u.first_name || ' ' || u.last_name) like ${pattern}
    or lower(coalesce(u.title, '')) like ${pattern}
    or coalesce((select bool_or(lower(s.skill_name) like ${pattern}) from user_skills s
      where s.user_id = u.id), false))`;

/**
 * Members the people search walks before it asks the trigram indexes. Smaller than the posts'
 * window: testing a member probes their skills (about 3.5 µs a member, 7 ms for 2,016 members
 * with no match), while the indexes answer a word rarer than 4 in 500 members (under 200 of
 * 20k) in a fraction of a millisecond (docs/decisions/0058).
 */
export const PEOPLE_WINDOW_MIN_ROWS = 500;

/**
 * Name, title or any skill containing the pattern, newest members first, in ONE statement with
 * bounded work (docs/decisions/0018, lib/newest-matches): `w` walks a window of the newest
 * members and stops at `need` matches; only when it falls short (matches are rare) does `f`
 * gather every match from the trigram indexes (users_full_name_trgm_idx, users_title_trgm_idx,
 * user_skills_skill_trgm_idx), never executed otherwise (its gate is an InitPlan). The branch
 * that reads `f` carries the same gate: ungated, the planner may walk every member by id to join
 * them with an `f` it cannot know is empty.
 */
export function searchPeopleQuery(viewerId: string, pattern: string, page: Page): SQL {
  const need = page.offset + page.limit;
  const short = sql`(select count(*) from w) < ${need}`;
  const visible = listable(viewerId);
  return sql`with w as materialized (
      select u.id from (select * from users where first_name <> ''
        order by id desc limit ${windowRows(need, PEOPLE_WINDOW_MIN_ROWS)}) u
      where ${matchesPattern(pattern)} and ${visible} order by u.id desc limit ${need}),
    f as materialized (
      select n.id from users n where ${short} and lower(n.first_name || ' ' || n.last_name) like ${pattern}
      union select t.id from users t where ${short} and lower(coalesce(t.title, '')) like ${pattern}
      union select s.user_id from user_skills s where ${short} and lower(s.skill_name) like ${pattern}),
    hits as (select id from w where not ${short}
      union all
      (select u.id from f join users u on u.id = f.id where ${short} and ${visible}
        order by u.id desc limit ${need}))
    select ${PERSON_COLUMNS} from hits h join users u on u.id = h.id
    order by u.id desc limit ${page.limit} offset ${page.offset}`;
}

/** Planned once per connection (db/raw.ts): its planning cost more than its work. */
export const searchPeople = (db: Database, viewerId: string, pattern: string, page: Page) =>
  selectWithGenericPlan<PersonRow>(db, 'people_search', searchPeopleQuery(viewerId, pattern, page));

/** One member as a card, unless either has blocked the other. */
export async function findPerson(db: Database, viewerId: string, id: string) {
  const [row] = await selectRows<PersonRow>(
    db,
    sql`select ${PERSON_COLUMNS} from users u where u.id = ${id} and ${notBlockedBetween(viewerId, sql`u.id`)}`,
  );
  return row;
}

/** The cards of several members in one statement (no visibility rule: the caller applies its own). */
export function cardsOf(db: Database, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return selectRows<PersonRow>(
    db,
    sql`select ${PERSON_COLUMNS} from users u where u.id = any(${sql.param(userIds)}::uuid[])`,
  );
}

/** All skills of the page's members in one statement: top skills first, then by order. */
export function skillsOf(db: Database, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return selectRows<SkillRow>(
    db,
    sql`select id, user_id, skill_name, proficiency_level, years_experience, is_top, "order",
        created_at, updated_at
      from user_skills where user_id = any(${sql.param(userIds)}::uuid[])
      order by user_id, is_top desc, "order", skill_name`,
  );
}
