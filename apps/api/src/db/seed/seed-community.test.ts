import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_TYPES } from '@squadup/shared';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { gqlAs, tokenFor } from '../../../test/members.js';
import { selectRows } from '../raw.js';
import { normaliseEmail, users } from '../schema/index.js';
import { DEMO_EMAIL } from './demo-data.js';
import { seedDemoData } from './seed.js';

// The demo community is big enough to judge the product by: about sixty members with full
// profiles, forty posts of every type and state (some with dates and a passed deadline), squads
// whose workspace has content, and a feed waiting for the demo member. Seeding twice changes none
// of it.

const DEMO_VIEW = `query {
  getMySquads { post { title } workspace { pinned { text } links { title } tasks { title } } }
  getActivity(limit: 20) { type }
  getUnreadActivityCount
  loadPosts(limit: 50) { _id }
}`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await seedDemoData(app.db);
});
afterAll(() => app.stop());

const counts = () =>
  selectRows<Record<string, number | string>>(
    app.db,
    sql`select
      (select count(*)::int from users) as members,
      (select count(*)::int from users u where exists (select 1 from user_skills s where s.user_id = u.id)
        and exists (select 1 from educations e where e.user_id = u.id)
        and exists (select 1 from experiences x where x.user_id = u.id)
        and exists (select 1 from user_projects p where p.user_id = u.id)) as full_profiles,
      (select count(*)::int from posts) as posts,
      (select count(*)::int from posts where status = 'closed') as closed,
      (select count(*)::int from posts where apply_by < now()) as past_deadline,
      (select count(*)::int from posts where starts_on is not null) as dated,
      (select count(distinct project_type)::int from posts) as types,
      (select count(*)::int from squad_tasks) as tasks,
      (select count(*)::int from squad_history) as history,
      (select count(*)::int from activities) as activities,
      (select count(*)::int from applications) as applications,
      (select count(*)::int from applications where status = 'pending' and waitlisted_at is null
        and post_id in (select id from posts where title = 'Open-source recipe scaler')) as pending_for_the_demo,
      (select md5(string_agg(concat_ws('|', id, starts_on, ends_on, apply_by, hours_per_week, status),
        ',' order by id)) from posts) as post_rows`,
  );

describe('the demo community', () => {
  it('has about sixty members with full profiles and forty posts of every type and state', async () => {
    const [c] = await counts();
    expect(c!.members).toBeGreaterThanOrEqual(60);
    expect(c!.full_profiles).toBe(c!.members);
    expect(c!.posts).toBeGreaterThanOrEqual(40);
    expect(c!.types).toBe(PROJECT_TYPES.length);
    expect(c!.closed).toBeGreaterThan(0);
    expect(c!.dated).toBeGreaterThan(0);
    expect(c!.past_deadline).toBeGreaterThan(0);
    // Applications wait for a seat that is free: none pending on a full role without the waitlist.
    expect(c!.pending_for_the_demo).toBe(5);
  });

  it('shows the demo member squads with workspace content, a feed and plenty to discover', async () => {
    const [demo] = await app.db
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(DEMO_EMAIL)));
    const view = await gqlAs<{
      getMySquads: {
        post: { title: string };
        workspace: { pinned: { text: string } | null; links: unknown[]; tasks: unknown[] };
      }[];
      getActivity: { type: string }[];
      getUnreadActivityCount: number;
      loadPosts: { _id: string }[];
    }>(app, await tokenFor(app, demo!), DEMO_VIEW);
    expect(view.errors).toBeUndefined();
    const withContent = view.data.getMySquads.filter(
      (s) => s.workspace.pinned && s.workspace.tasks.length > 0 && s.workspace.links.length > 0,
    );
    expect(withContent.length).toBeGreaterThanOrEqual(2);
    expect(view.data.getActivity.length).toBeGreaterThanOrEqual(4);
    expect(view.data.getUnreadActivityCount).toBeGreaterThan(0);
    expect(view.data.loadPosts.length).toBeGreaterThanOrEqual(25);
  });

  it('changes nothing when seeded again', async () => {
    const before = await counts();
    await seedDemoData(app.db);
    expect(await counts()).toEqual(before);
  });
});
