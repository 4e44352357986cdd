import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import type { Page } from '../../lib/pagination.js';
import { notBlockedBetween } from '../connections/connections.service.js';

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
  'u.id, u.first_name, u.last_name, u.photo, u.location_id, u.title, u.bio',
);

/** Who Find People lists for the viewer: others with a first name, no block either way. */
const listable = (viewerId: string) =>
  sql`u.first_name <> '' and u.id <> ${viewerId} and ${notBlockedBetween(viewerId, sql`u.id`)}`;

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
 * Name or any skill containing the pattern. A UNION of two id sets rather than `name OR EXISTS`,
 * so each side is a bitmap scan of its trigram index (users_full_name_trgm_idx,
 * user_skills_skill_trgm_idx) and the planner can semi-join the result.
 */
export const searchPeople = (db: Database, viewerId: string, pattern: string, page: Page) =>
  pageOf(
    db,
    viewerId,
    [
      sql`u.id in (select n.id from users n where lower(n.first_name || ' ' || n.last_name) like ${pattern}
        union select s.user_id from user_skills s where lower(s.skill_name) like ${pattern})`,
    ],
    page,
  );

/** One member as a card, unless either has blocked the other. */
export async function findPerson(db: Database, viewerId: string, id: string) {
  const [row] = await selectRows<PersonRow>(
    db,
    sql`select ${PERSON_COLUMNS} from users u where u.id = ${id} and ${notBlockedBetween(viewerId, sql`u.id`)}`,
  );
  return row;
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
