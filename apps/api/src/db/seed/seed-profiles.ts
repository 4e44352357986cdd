import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  achievements,
  educations,
  experiences,
  userProjects,
  userSkills,
} from '../schema/index.js';
import { DEMO_MEMBERS } from './demo-members.js';
import { DEMO_PROFILES } from './demo-profiles.js';
import { memberIdsByEmail, requireMemberId } from './member-ids.js';

type SectionTable =
  | typeof achievements
  | typeof educations
  | typeof experiences
  | typeof userProjects
  | typeof userSkills;

/**
 * Inserts `items` (in order) only when the member has nothing in that section yet, so running
 * the seed again changes nothing and a member's own edits survive.
 */
async function seedSection(
  tx: Database,
  table: SectionTable,
  userId: string,
  items: readonly object[],
): Promise<void> {
  if (items.length === 0) return;
  const t = table as typeof achievements;
  const [existing] = await tx.select({ id: t.id }).from(t).where(eq(t.user_id, userId)).limit(1);
  if (existing) return;
  const rows = items.map((item, order) => ({ ...item, user_id: userId, order }));
  await tx.insert(t).values(rows as (typeof achievements.$inferInsert)[]);
}

/** The demo members' skills and profile sections (demo-members.ts, demo-profiles.ts). */
export async function seedDemoProfiles(tx: Database): Promise<void> {
  const memberId = requireMemberId(
    await memberIdsByEmail(
      tx,
      DEMO_MEMBERS.map((m) => m.email),
    ),
  );
  for (const member of DEMO_MEMBERS) {
    const userId = memberId(member.email);
    const profile = DEMO_PROFILES[member.email];
    await seedSection(tx, userSkills, userId, member.skills);
    if (!profile) continue;
    await seedSection(tx, educations, userId, profile.education);
    await seedSection(tx, experiences, userId, profile.experience);
    await seedSection(tx, userProjects, userId, profile.projects);
    await seedSection(tx, achievements, userId, profile.achievements);
  }
}
