import {
  achievementSchema,
  educationSchema,
  experienceSchema,
  projectSchema,
  SECTION_LIMITS,
  skillSchema,
} from '@squadup/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.js';
import type { DatabaseHandle } from '../client.js';
import { selectRows } from '../raw.js';
import { achievements } from '../schema/index.js';
import { DEMO_EMAIL, DEMO_MEMBERS } from './demo-members.js';
import { DEMO_PROFILES } from './demo-profiles.js';
import { seedDemoData } from './seed.js';

describe('demo profiles', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('holds valid section data for every demo member (the server’s own schemas accept it)', () => {
    for (const member of DEMO_MEMBERS) {
      const profile = DEMO_PROFILES[member.email];
      expect(profile, member.email).toBeDefined();
      const { education, experience, projects, achievements: prizes } = profile!;
      expect(education.length, member.email).toBeGreaterThanOrEqual(1);
      expect(education.length).toBeLessThanOrEqual(3);
      expect(experience.length).toBeGreaterThanOrEqual(1);
      expect(experience.length).toBeLessThanOrEqual(3);
      expect(projects.length).toBeGreaterThanOrEqual(1);
      expect(projects.length).toBeLessThanOrEqual(2);
      expect(prizes.length).toBeGreaterThanOrEqual(1);
      expect(prizes.length).toBeLessThanOrEqual(2);
      expect(member.skills.length).toBeLessThanOrEqual(SECTION_LIMITS.itemsMax);
      const checks = [
        ...education.map((item) => educationSchema.safeParse(item)),
        ...experience.map((item) => experienceSchema.safeParse(item)),
        ...projects.map((item) => projectSchema.safeParse(item)),
        ...prizes.map((item) => achievementSchema.safeParse(item)),
        ...member.skills.map((item) => skillSchema.safeParse(item)),
      ];
      for (const check of checks) expect(check.error?.issues, member.email).toBeUndefined();
    }
    const all = Object.values(DEMO_PROFILES);
    const current = all.flatMap((p) => [...p.education, ...p.experience, ...p.projects]);
    expect(new Set(current.map((item) => item.is_current))).toEqual(new Set([true, false]));
  });

  it('seeds every section for every member, in order, and re-seeding changes nothing or keeps edits', async () => {
    await seedDemoData(database.db);
    const counts = () =>
      selectRows<Record<string, number | string>>(
        database.db,
        sql`select u.email,
          (select count(*)::int from user_skills s where s.user_id = u.id) as skills,
          (select count(*)::int from educations s where s.user_id = u.id) as education,
          (select count(*)::int from experiences s where s.user_id = u.id) as experience,
          (select count(*)::int from user_projects s where s.user_id = u.id) as projects,
          (select count(*)::int from achievements s where s.user_id = u.id) as achievements
          from users u order by u.email`,
      );
    const before = await counts();
    expect(before).toHaveLength(DEMO_MEMBERS.length);
    for (const row of before) {
      const member = DEMO_MEMBERS.find((m) => m.email === row.email)!;
      const profile = DEMO_PROFILES[member.email]!;
      expect(row).toEqual({
        email: member.email,
        skills: member.skills.length,
        education: profile.education.length,
        experience: profile.experience.length,
        projects: profile.projects.length,
        achievements: profile.achievements.length,
      });
    }
    const [demo] = await selectRows<{ id: string }>(
      database.db,
      sql`select id from users where email = ${DEMO_EMAIL}`,
    );
    const demoAchievements = await database.db
      .select()
      .from(achievements)
      .where(eq(achievements.user_id, demo!.id))
      .orderBy(achievements.order);
    expect(demoAchievements.map((a) => a.title)).toEqual(
      DEMO_PROFILES[DEMO_EMAIL]!.achievements.map((a) => a.title),
    );
    expect(demoAchievements.map((a) => a.order)).toEqual([0, 1]);

    // A member's edit (one achievement left, renamed) survives a re-seed.
    await database.db.delete(achievements).where(eq(achievements.id, demoAchievements[1]!.id));
    await database.db
      .update(achievements)
      .set({ title: 'Renamed by the member' })
      .where(eq(achievements.id, demoAchievements[0]!.id));
    const snapshot = await selectRows(
      database.db,
      sql`select id, title, "order" from achievements order by id`,
    );
    await seedDemoData(database.db);
    expect(
      await selectRows(database.db, sql`select id, title, "order" from achievements order by id`),
    ).toEqual(snapshot);
    const after = await counts();
    expect(after.filter((r) => r.email !== DEMO_EMAIL)).toEqual(
      before.filter((r) => r.email !== DEMO_EMAIL),
    );
  });
});
