import type { UserSkill } from '../../graphql/generated/resolvers.js';
import { PAGE_SIZE, peopleFilterSchema, searchSchema } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { isUuid } from '../../lib/ids.js';
import { pageOf, type PageArgs } from '../../lib/paging.js';
import { parseWith } from '../../lib/parse.js';
import type { ServiceContext } from '../../lib/service-context.js';
import * as policy from './people.policy.js';
import { presentPerson, presentSkill, type MemberCard } from './people.present.js';
import * as repo from './people.repo.js';

const personNotFound = () => notFound('Member not found.');
const pagingOf = (args: PageArgs) => pageOf(args, PAGE_SIZE.people);

export async function loadPeople(ctx: ServiceContext, args: PageArgs) {
  const rows = await repo.listPeople(ctx.db, ctx.viewer.id, pagingOf(args));
  return rows.map(presentPerson);
}

/** Skills OR-ed (exact, case-insensitive), title contains (case-insensitive), both AND-ed. */
export async function loadPeopleByFilter(ctx: ServiceContext, filter: unknown, args: PageArgs) {
  const { skills, title } = parseWith(peopleFilterSchema, filter);
  const rows = await repo.filterPeople(
    ctx.db,
    ctx.viewer.id,
    policy.lowerSkills(skills),
    title ? policy.containsPattern(title) : null,
    pagingOf(args),
  );
  return rows.map(presentPerson);
}

/** Name, title or skill containing the text; blank or too short answers [] (the UI does not search). */
export async function searchPeople(ctx: ServiceContext, search: string, args: PageArgs) {
  const pattern = policy.searchPattern(parseWith(searchSchema, search));
  if (!pattern) return [];
  const rows = await repo.searchPeople(ctx.db, ctx.viewer.id, pattern, pagingOf(args));
  return rows.map(presentPerson);
}

/** One card (the viewer's own too); NOT_FOUND when missing, malformed, or blocked either way. */
export async function loadPersonById(ctx: ServiceContext, id: string) {
  if (!isUuid(id)) throw personNotFound();
  const row = await repo.findPerson(ctx.db, ctx.viewer.id, id);
  if (!row) throw personNotFound();
  return presentPerson(row);
}

// For the request's loaders (graphql/loaders.ts): one statement for all the ids asked in a tick.
// Not member operations, so explicit parameters: the loader holds who asks.

/** Each member's skills, top skills first, then by order (none: an empty list). */
export async function memberSkillsFor(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, UserSkill[]>> {
  const skills = new Map<string, UserSkill[]>(userIds.map((id) => [id, []]));
  for (const row of await repo.skillsOf(db, [...new Set(userIds)]))
    skills.get(row.user_id)?.push(presentSkill(row));
  return skills;
}

/** Each member's card (missing members are left out); shown where the caller may see them. */
export async function memberCardsFor(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, MemberCard>> {
  const rows = await repo.cardsOf(db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.id, row]));
}
