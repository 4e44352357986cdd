import { eq, max } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import {
  achievements,
  educations,
  experiences,
  userProjects,
  userSkills,
} from '../../src/db/schema/index.js';
import { userIdOr } from './users.js';

// One factory per profile section. Like the create operations, an item goes last (highest
// order + 1 of the member's items in that section) unless `order` is given.

type SectionTable =
  | typeof userSkills
  | typeof experiences
  | typeof educations
  | typeof userProjects
  | typeof achievements;

let itemNumber = 0;

async function nextOrder(db: Database, table: SectionTable, userId: string): Promise<number> {
  const [row] = await db
    .select({ highest: max(table.order) })
    .from(table)
    .where(eq(table.user_id, userId));
  return (row?.highest ?? -1) + 1;
}

async function owned<T extends { user_id?: string; order?: number }>(
  db: Database,
  table: SectionTable,
  overrides: T,
): Promise<T & { user_id: string; order: number }> {
  const userId = await userIdOr(db, overrides.user_id);
  itemNumber += 1;
  return {
    ...overrides,
    user_id: userId,
    order: overrides.order ?? (await nextOrder(db, table, userId)),
  };
}

/** A skill with a unique name (a member's skill names are unique, case-insensitively). */
export async function buildSkill(
  db: Database,
  overrides: Partial<typeof userSkills.$inferInsert> = {},
) {
  const values = await owned(db, userSkills, overrides);
  const [row] = await db
    .insert(userSkills)
    .values({ skill_name: `Skill ${itemNumber}`, proficiency_level: 'intermediate', ...values })
    .returning();
  return row!;
}

export async function buildExperience(
  db: Database,
  overrides: Partial<typeof experiences.$inferInsert> = {},
) {
  const values = await owned(db, experiences, overrides);
  const [row] = await db
    .insert(experiences)
    .values({
      company_name: `Company ${itemNumber}`,
      position: 'Developer',
      start_date: '2021-01-01',
      end_date: '2022-06-30',
      employment_type: 'Full-time',
      ...values,
    })
    .returning();
  return row!;
}

export async function buildEducation(
  db: Database,
  overrides: Partial<typeof educations.$inferInsert> = {},
) {
  const values = await owned(db, educations, overrides);
  const [row] = await db
    .insert(educations)
    .values({
      institution_name: `University ${itemNumber}`,
      degree: 'BSc',
      field_of_study: 'Computer Science',
      start_date: '2017-09-01',
      end_date: '2020-07-31',
      ...values,
    })
    .returning();
  return row!;
}

export async function buildProject(
  db: Database,
  overrides: Partial<typeof userProjects.$inferInsert> = {},
) {
  const values = await owned(db, userProjects, overrides);
  const [row] = await db
    .insert(userProjects)
    .values({
      title: `Portfolio project ${itemNumber}`,
      description: 'Something built and shipped.',
      technologies: ['TypeScript'],
      ...values,
    })
    .returning();
  return row!;
}

export async function buildAchievement(
  db: Database,
  overrides: Partial<typeof achievements.$inferInsert> = {},
) {
  const values = await owned(db, achievements, overrides);
  const [row] = await db
    .insert(achievements)
    .values({ title: `Achievement ${itemNumber}`, ...values })
    .returning();
  return row!;
}
