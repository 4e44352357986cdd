import bcrypt from 'bcrypt';
import { EXPERIENCE_LEVELS, POST_STATUSES, PROJECT_TYPES, WORK_MODES } from '@squadup/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { selectRows } from '../src/db/raw.js';
import { users } from '../src/db/schema/index.js';
import { DEMO_EMAIL, DEMO_MEMBERS, DEMO_PASSWORD, DEMO_POSTS } from '../src/db/seed/demo-data.js';
import { demoSignInIfPresent, seedDemoData, shouldSeed } from '../src/db/seed/seed.js';
import { createTestDatabase } from './db.js';
import { buildUser } from './factories.js';

describe('database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  describe('migrations', () => {
    it('create the users table with a unique index on the normalised e-mail', async () => {
      const rows = await selectRows<{ indexname: string; indexdef: string }>(
        database.db,
        sql`select indexname, indexdef from pg_indexes where tablename = 'users' order by indexname`,
      );
      expect(rows.map((r) => r.indexname)).toEqual([
        'users_email_key',
        'users_full_name_trgm_idx',
        'users_offline_last_seen_idx',
        'users_people_id_idx',
        'users_pkey',
        'users_suspended_idx',
        'users_title_trgm_idx',
      ]);
      expect(rows[0]?.indexdef).toMatch(
        /CREATE UNIQUE INDEX users_email_key ON public\.users USING btree \(email\)/,
      );
    });

    it('enable pg_trgm for search', async () => {
      const rows = await selectRows<{ similar: number }>(
        database.db,
        sql`select similarity('squadup', 'squad') as similar`,
      );
      expect(Number(rows[0]?.similar)).toBeGreaterThan(0.3);
    });

    it('are idempotent (applying them again changes nothing)', async () => {
      await expect(database.migrate()).resolves.toBeUndefined();
    });

    it('refuse a second member with the same e-mail and an un-normalised e-mail', async () => {
      await buildUser(database.db, { email: 'taken@example.test' });
      await expect(buildUser(database.db, { email: 'TAKEN@example.test ' })).rejects.toThrow();
      await expect(
        database.db.insert(users).values({ email: 'Mixed@Example.test', first_name: 'X' }),
      ).rejects.toThrow();
    });

    it('give members time-ordered UUID v7 ids and default profile fields', async () => {
      const first = await buildUser(database.db);
      const second = await buildUser(database.db);
      expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
      expect(second.id > first.id).toBe(true);
      expect(first).toMatchObject({
        links: [],
        is_online: false,
        password_hash: null,
        last_seen: null,
      });
      expect(first.created_at).toBeInstanceOf(Date);
    });
  });
});

describe('demo seed', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const memberCount = async () => (await database.db.select({ n: count() }).from(users))[0]?.n;

  it('is wanted on an empty database in auto mode, never in off mode', async () => {
    expect(await shouldSeed(database.db, 'auto')).toBe(true);
    expect(await shouldSeed(database.db, 'off')).toBe(false);
    expect(await demoSignInIfPresent(database.db)).toBeNull();
  });

  it('creates the demo member with a working bcrypt (cost 12) password and full profiles', async () => {
    const result = await seedDemoData(database.db);
    expect(result).toEqual({
      members: DEMO_MEMBERS.length,
      signIn: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    expect(demo).toMatchObject({
      first_name: 'Demo',
      title: expect.any(String),
      bio: expect.any(String),
    });
    expect(demo!.links.length).toBeGreaterThan(0);
    expect(bcrypt.getRounds(demo!.password_hash!)).toBe(12);
    expect(await bcrypt.compare(DEMO_PASSWORD, demo!.password_hash!)).toBe(true);
    expect(await memberCount()).toBe(DEMO_MEMBERS.length);
    expect(await shouldSeed(database.db, 'auto')).toBe(false);
    // Later start-ups no longer seed, but still print the sign-in.
    expect(await demoSignInIfPresent(database.db)).toEqual(result.signIn);
  });

  it('is idempotent: seeding again upserts by e-mail and keeps ids', async () => {
    const before = await database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .orderBy(users.email);
    await seedDemoData(database.db);
    const after = await database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .orderBy(users.email);
    expect(after).toEqual(before);
  });

  it('seeds posts, applications in every state with exact counters, skills and saves, idempotently', async () => {
    const snapshot = () =>
      selectRows<Record<string, unknown>>(
        database.db,
        sql`select p.id, p.title, p.status, p.applications_count,
          (select count(*)::int from applications a
            where a.post_id = p.id and a.status <> 'withdrawn') as live
          from posts p order by p.title`,
      );
    const before = await snapshot();
    expect(before).toHaveLength(DEMO_POSTS.length);
    for (const row of before) expect(row.applications_count, String(row.title)).toBe(row.live);
    const statuses = await selectRows<{ status: string }>(
      database.db,
      sql`select distinct status from applications order by status`,
    );
    expect(statuses.map((r) => r.status)).toEqual(['accepted', 'pending', 'rejected', 'withdrawn']);
    const [demo] = await selectRows<{ saves: number; skills: number; applicants: number }>(
      database.db,
      sql`select
        (select count(*)::int from saved_posts s where s.user_id = u.id) as saves,
        (select count(*)::int from user_skills k where k.user_id = u.id) as skills,
        (select count(*)::int from applications a join posts p on p.id = a.post_id
          where p.posted_by = u.id) as applicants
        from users u where u.email = ${DEMO_EMAIL}`,
    );
    expect(demo!.saves).toBeGreaterThan(0);
    expect(demo!.skills).toBe(DEMO_MEMBERS[0]!.skills.length);
    expect(demo!.applicants).toBeGreaterThan(0);
    await seedDemoData(database.db);
    expect(await snapshot()).toEqual(before);
  });

  it('holds post data for every project type, status and work mode (for the posts issue)', () => {
    const valuesOf = (key: 'project_type' | 'status' | 'work_mode' | 'experience_level') =>
      new Set(DEMO_POSTS.map((p) => p[key]));
    expect(valuesOf('project_type')).toEqual(new Set(PROJECT_TYPES));
    expect(valuesOf('status')).toEqual(new Set(POST_STATUSES));
    expect(valuesOf('work_mode')).toEqual(new Set(WORK_MODES));
    expect(valuesOf('experience_level')).toEqual(new Set(EXPERIENCE_LEVELS));
    const emails = new Set(DEMO_MEMBERS.map((m) => m.email));
    for (const post of DEMO_POSTS) expect(emails.has(post.posted_by_email), post.title).toBe(true);
  });
});
