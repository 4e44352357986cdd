import { DEFAULT_NOTIFICATION_LEVELS } from '@squadup/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.js';
import {
  buildApplication,
  buildBlock,
  buildPost,
  buildSkill,
  buildUser,
} from '../../../test/factories.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { matchingPostsFor, membersToAlert } from './matching.repo.js';
import { setLevel } from './settings.repo.js';

// The matching-posts mails: which new posts a member hears of (the recommendation's rule and
// order, with the reasons), and whom a new post alerts at once.

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

/** A post that names nothing unless told (buildPost's defaults would match). */
const post = (values: Parameters<typeof buildPost>[1]) =>
  buildPost(db, {
    tech_stack: [],
    desired_skills: [],
    desired_roles: [],
    location_id: null,
    experience_level: 'beginner',
    ...values,
  });

/** A member with skills (name → proficiency) and any user fields. */
async function member(
  skills: Record<string, 'beginner' | 'intermediate' | 'advanced' | 'expert'>,
  values: Parameters<typeof buildUser>[1] = {},
) {
  const user = await buildUser(db, values);
  for (const [skill_name, proficiency_level] of Object.entries(skills))
    await buildSkill(db, { user_id: user.id, skill_name, proficiency_level });
  return user;
}

describe('matchingPostsFor', () => {
  it('lists the new open matching posts best first, with the reasons, and nothing else', async () => {
    const viewer = await member(
      { React: 'intermediate', TypeScript: 'advanced' },
      { title: 'Frontend developer', location_id: 'Berlin' },
    );
    const owner = await buildUser(db, { first_name: 'Ana', last_name: 'Lopez' });
    const since = ago(60);
    const two = await post({
      title: 'Two skills',
      posted_by: owner.id,
      project_type: 'Hackathon',
      tech_stack: ['react', 'TypeScript'],
      desired_roles: ['Frontend developer'],
      location_id: 'berlin',
      experience_level: 'intermediate',
      created_at: ago(10),
    });
    const one = await post({
      title: 'One skill',
      tech_stack: ['React'],
      desired_roles: ['Designer'],
      location_id: 'Paris',
      experience_level: 'advanced',
      created_at: ago(20),
    });
    const title = await post({
      title: 'Title words',
      tech_stack: ['Go'],
      desired_skills: ['Frontend'],
      desired_roles: ['Developer'],
      experience_level: 'any',
      created_at: ago(30),
    });
    // Not listed: older than `since`, the viewer's own, closed, applied to, no shared term,
    // and posts of members blocked either way.
    await post({ tech_stack: ['React'], created_at: ago(90) });
    await post({ tech_stack: ['React'], posted_by: viewer.id, created_at: ago(5) });
    await post({ tech_stack: ['React'], status: 'closed', created_at: ago(5) });
    const applied = await post({ tech_stack: ['React'], created_at: ago(5) });
    await buildApplication(db, { post_id: applied.id, applicant_id: viewer.id });
    await post({ tech_stack: ['Rust'], desired_roles: ['Designer'], created_at: ago(5) });
    const blocker = await post({ tech_stack: ['React'], created_at: ago(5) });
    await buildBlock(db, { blocker_id: blocker.posted_by, blocked_id: viewer.id });
    const blocked = await post({ tech_stack: ['React'], created_at: ago(5) });
    await buildBlock(db, { blocker_id: viewer.id, blocked_id: blocked.posted_by });

    const found = await matchingPostsFor(db, viewer.id, { since, limit: 10 });
    expect(found.map((p) => p.title)).toEqual(['Two skills', 'Title words', 'One skill']);
    expect(found[0]).toEqual({
      id: two.id,
      title: 'Two skills',
      type: 'Hackathon',
      owner_id: owner.id,
      owner_name: 'Ana Lopez',
      created_at: two.created_at,
      reasons: [
        'Needs React and TypeScript, your skills',
        'Looking for a Frontend developer',
        'Near you: berlin',
        'Open to your level',
      ],
    });
    expect(found[1]!.id).toBe(title.id);
    expect(found[1]!.reasons).toEqual([
      'Looking for a Developer',
      'Matches your title: Frontend',
      'Open to your level',
    ]);
    expect(found[2]!.id).toBe(one.id);
    expect(found[2]!.reasons).toEqual(['Needs React, one of your skills']);

    const first = await matchingPostsFor(db, viewer.id, { since, limit: 2 });
    expect(first.map((p) => p.id)).toEqual([two.id, title.id]);
    const later = await matchingPostsFor(db, viewer.id, { since: ago(15), limit: 10 });
    expect(later.map((p) => p.id)).toEqual([two.id]);
  });

  it('finds nothing for a member with no skills and no title', async () => {
    const viewer = await buildUser(db);
    await post({ tech_stack: ['React'], created_at: ago(1) });
    expect(await matchingPostsFor(db, viewer.id, { since: ago(60), limit: 10 })).toEqual([]);
  });
});

describe('membersToAlert', () => {
  it('pins what it relies on: instant is not the default for matching posts', () => {
    // membersToAlert walks the members' settings rows: were `instant` the default, members
    // without a row would be missed.
    expect(DEFAULT_NOTIFICATION_LEVELS.matching_posts).not.toBe('instant');
  });

  it('answers the members at instant whom the post matches, paged by id, and no one else', async () => {
    const instant = async (
      skills: Parameters<typeof member>[0],
      values: Parameters<typeof member>[1] = {},
    ) => {
      const user = await member(skills, values);
      await setLevel(db, user.id, 'matching_posts', 'instant');
      return user;
    };
    const owner = await instant({ React: 'advanced' });
    const created = await post({
      posted_by: owner.id,
      tech_stack: ['React'],
      desired_roles: ['Backend'],
    });
    const bySkill = await instant({ react: 'beginner' });
    const byTitle = await instant({}, { title: 'Backend engineer' });
    const chosen = [bySkill.id, byTitle.id].sort();
    // Not alerted: the default level (digest), another level, no shared term, blocked either
    // way, already applied.
    await member({ React: 'advanced' });
    const inApp = await member({ React: 'advanced' });
    await setLevel(db, inApp.id, 'matching_posts', 'in_app');
    await instant({ Rust: 'advanced' }, { title: 'Designer' });
    const blocker = await instant({ React: 'advanced' });
    await buildBlock(db, { blocker_id: blocker.id, blocked_id: owner.id });
    const blocked = await instant({ React: 'advanced' });
    await buildBlock(db, { blocker_id: owner.id, blocked_id: blocked.id });
    const applicant = await instant({ React: 'advanced' });
    await buildApplication(db, { post_id: created.id, applicant_id: applicant.id });

    expect(await membersToAlert(db, created.id, { limit: 10 })).toEqual(
      chosen.map((user_id) => ({ user_id })),
    );
    const page1 = await membersToAlert(db, created.id, { limit: 1 });
    const page2 = await membersToAlert(db, created.id, { limit: 1, afterUserId: chosen[0] });
    const page3 = await membersToAlert(db, created.id, { limit: 1, afterUserId: chosen[1] });
    expect([page1, page2, page3]).toEqual([[{ user_id: chosen[0] }], [{ user_id: chosen[1] }], []]);

    const closed = await post({ posted_by: owner.id, tech_stack: ['React'], status: 'closed' });
    expect(await membersToAlert(db, closed.id, { limit: 10 })).toEqual([]);
  });
});
