import { PAGE_SIZE, peopleFilterSchema, searchSchema } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import type { ViewerRef } from '../../graphql/context.js';
import type { Person } from '../../graphql/generated/resolvers.js';
import { connectionStatesFor, NO_CONNECTION } from '../connections/index.js';
import { isUuid } from '../../lib/ids.js';
import { pageOf, type PageArgs } from '../../lib/paging.js';
import { parseWith } from '../../lib/parse.js';
import * as policy from './people.policy.js';
import * as repo from './people.repo.js';
import { iso } from '../../lib/dates.js';

const personNotFound = () => notFound('Member not found.');
const pagingOf = (args: PageArgs) => pageOf(args, PAGE_SIZE.people);

/** Cards for a page: all skills and the viewer's connection states, one statement each. */
async function presentPeople(
  db: Database,
  viewer: ViewerRef,
  rows: repo.PersonRow[],
): Promise<Person[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [skills, states] = await Promise.all([
    repo.skillsOf(db, ids),
    connectionStatesFor(db, viewer.id, ids),
  ]);
  return rows.map((row) => {
    const state = states.get(row.id) ?? NO_CONNECTION;
    return {
      _id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      photo: row.photo,
      location_id: row.location_id,
      title: row.title,
      bio: row.bio,
      is_connection: state.status,
      chat_id: state.chat_id,
      top_skills: skills
        .filter((skill) => skill.user_id === row.id)
        .map((skill) => ({
          _id: skill.id,
          user_id: skill.user_id,
          skill_name: skill.skill_name,
          proficiency_level: skill.proficiency_level,
          years_experience: skill.years_experience,
          is_top: skill.is_top,
          order: skill.order,
          created_at: iso(skill.created_at),
          updated_at: iso(skill.updated_at),
        })),
    };
  });
}

export async function loadPeople(db: Database, viewer: ViewerRef, args: PageArgs) {
  return presentPeople(db, viewer, await repo.listPeople(db, viewer.id, pagingOf(args)));
}

/** Skills OR-ed (exact, case-insensitive), title contains (case-insensitive), both AND-ed. */
export async function loadPeopleByFilter(
  db: Database,
  viewer: ViewerRef,
  filter: unknown,
  args: PageArgs,
) {
  const { skills, title } = parseWith(peopleFilterSchema, filter);
  const rows = await repo.filterPeople(
    db,
    viewer.id,
    policy.lowerSkills(skills),
    title ? policy.containsPattern(title) : null,
    pagingOf(args),
  );
  return presentPeople(db, viewer, rows);
}

/** Name, title or skill containing the text; blank or too short answers [] (the UI does not search). */
export async function searchPeople(
  db: Database,
  viewer: ViewerRef,
  search: string,
  args: PageArgs,
) {
  const pattern = policy.searchPattern(parseWith(searchSchema, search));
  if (!pattern) return [];
  return presentPeople(db, viewer, await repo.searchPeople(db, viewer.id, pattern, pagingOf(args)));
}

/** One card (the viewer's own too); NOT_FOUND when missing, malformed, or blocked either way. */
export async function loadPersonById(db: Database, viewer: ViewerRef, id: string) {
  if (!isUuid(id)) throw personNotFound();
  const row = await repo.findPerson(db, viewer.id, id);
  if (!row) throw personNotFound();
  const [person] = await presentPeople(db, viewer, [row]);
  return person!;
}
