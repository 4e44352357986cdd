import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildApplication, buildSquad } from '../../../test/factories.js';
import { buildMember } from '../../../test/members.js';
import { posts } from '../../db/schema/index.js';

// A feed item about a third party's action ("Cal joined the squad of …") names the post as the
// viewer may see it: its current title, or, once a block hides the post from the viewer, the
// title as it was when the item was written (docs/security.md, "Blocks").

const DECIDE = `mutation($id: ID!) { updateApplicationStatus(applicationId: $id, status: accepted) { _id } }`;
const BLOCK = `mutation($id: ID!) { blockUser(addresseeUserId: $id) { _id } }`;
const FEED = `{ getActivity { type post_title } }`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('post titles in the feed', () => {
  it('never show a blocked owner’s new title to the member they blocked (or who blocked them)', async () => {
    const [owner, ana, ben, cal] = [
      await buildMember(app, { first_name: 'Olga' }),
      await buildMember(app, { first_name: 'Ana' }),
      await buildMember(app, { first_name: 'Ben' }),
      await buildMember(app, { first_name: 'Cal' }),
    ];
    const { post } = await buildSquad(
      app.db,
      owner.user.id,
      [
        { userId: ana.user.id, role: 'Frontend' },
        { userId: ben.user.id, role: 'Backend' },
      ],
      { title: 'Garden app', desired_roles: ['Frontend', 'Backend'], role_seats: [1, 2] },
    );
    const application = await buildApplication(app.db, {
      post_id: post.id,
      applicant_id: cal.user.id,
      role: 'Backend',
    });
    expect((await owner.gql(DECIDE, { id: application.id })).errors).toBeUndefined();
    expect((await owner.gql(BLOCK, { id: ana.user.id })).errors).toBeUndefined();
    await app.db.update(posts).set({ title: 'Secret plans' }).where(eq(posts.id, post.id));

    type Feed = { getActivity: { type: string; post_title: string | null }[] };
    const joined = async (who: typeof ana) =>
      (await who.gql<Feed>(FEED)).data.getActivity.filter((i) => i.type === 'squad_member_joined');
    expect(await joined(ana)).toEqual([{ type: 'squad_member_joined', post_title: 'Garden app' }]);
    expect(await joined(ben)).toEqual([
      { type: 'squad_member_joined', post_title: 'Secret plans' },
    ]);
  });
});
