import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildApplication, buildBlock, buildPost, buildSquad } from '../../../test/factories.js';
import { buildMember, type Member } from '../../../test/members.js';
import { activities } from '../../db/schema/index.js';
import { MESSAGES } from './feed.policy.js';

// Each change tells the right member, and no one else; never across a block; lines
// group by subject; a member reads and marks only their own.

const FEED = `{ getActivity { _id type count post_id post_title link unread
  actors { user_id first_name } } getUnreadActivityCount }`;
const APPLY = `mutation($postId: ID!) { applyToPost(postId: $postId) { _id } }`;
const DECIDE = `mutation($id: ID!, $status: Decision!) {
  updateApplicationStatus(applicationId: $id, status: $status) { _id } }`;
const REQUEST = `mutation($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }`;
const ACCEPT = `mutation($id: ID!) { acceptFriendReq(connectionId: $id) { _id } }`;
const REMOVE = `mutation($postId: ID!, $userId: ID!) {
  removeSquadMember(postId: $postId, userId: $userId) { _id } }`;
const READ = `mutation($id: ID!) { markActivityRead(activityId: $id) }`;
const READ_ALL = `mutation { markAllActivityRead }`;

interface Line {
  _id: string;
  type: string;
  count: number;
  post_id: string | null;
  post_title: string | null;
  link: string;
  unread: boolean;
  actors: { user_id: string; first_name: string }[];
}
type Feed = { getActivity: Line[]; getUnreadActivityCount: number };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const named = (first_name: string) => buildMember(app, { first_name, last_name: 'Test' });
const feedOf = async (who: Member) => (await who.gql<Feed>(FEED)).data;
/** Every recipient of an item, by type. */
const recipientsOf = async (type: string) =>
  (
    await app.db
      .select()
      .from(activities)
      .where(eq(activities.type, type as never))
  ).map((row) => row.recipient_id);

describe('activity', () => {
  it('tells the owner of each application, grouped by post, and no one else', async () => {
    const owner = await named('Olga');
    const post = await buildPost(app.db, { posted_by: owner.user.id, title: 'Lost and found' });
    const applicants = [await named('Ana'), await named('Ben'), await named('Cleo')];
    for (const who of applicants) {
      expect((await who.gql(APPLY, { postId: post.id })).errors).toBeUndefined();
    }
    const feed = await feedOf(owner);
    expect(feed.getUnreadActivityCount).toBe(3);
    expect(feed.getActivity).toHaveLength(1);
    expect(feed.getActivity[0]).toMatchObject({
      type: 'application_received',
      count: 3,
      post_id: post.id,
      post_title: 'Lost and found',
      link: `/myposts/${post.id}`,
      unread: true,
    });
    // Newest actor first.
    expect(feed.getActivity[0]!.actors.map((a) => a.first_name)).toEqual(['Cleo', 'Ben', 'Ana']);
    for (const who of applicants) expect((await feedOf(who)).getUnreadActivityCount).toBe(0);
  });

  it('tells the applicant of a decision and the squad of a new member, not the owner who decided', async () => {
    const owner = await named('Olga');
    const [ana, ben, cleo] = [await named('Ana'), await named('Ben'), await named('Cleo')];
    const { post } = await buildSquad(
      app.db,
      owner.user.id,
      [{ userId: ana.user.id, role: 'Frontend' }],
      { desired_roles: ['Frontend', 'Backend'], role_seats: [1, 1] },
    );
    const forBen = await buildApplication(app.db, { post_id: post.id, applicant_id: ben.user.id });
    const forCleo = await buildApplication(app.db, {
      post_id: post.id,
      applicant_id: cleo.user.id,
    });
    await owner.gql(READ_ALL);
    expect((await owner.gql(DECIDE, { id: forBen.id, status: 'accepted' })).errors).toBeUndefined();
    expect(
      (await owner.gql(DECIDE, { id: forCleo.id, status: 'rejected' })).errors,
    ).toBeUndefined();

    expect((await feedOf(ben)).getActivity).toMatchObject([
      { type: 'application_accepted', link: `/squads/${post.id}`, unread: true },
    ]);
    expect((await feedOf(cleo)).getActivity).toMatchObject([
      { type: 'application_rejected', link: `/post/${post.id}` },
    ]);
    const anas = (await feedOf(ana)).getActivity;
    expect(anas).toMatchObject([{ type: 'squad_member_joined', link: `/squads/${post.id}` }]);
    expect(anas[0]!.actors.map((a) => a.user_id)).toEqual([ben.user.id]);
    expect((await feedOf(owner)).getUnreadActivityCount).toBe(0);

    // A removal tells the member removed.
    await owner.gql(REMOVE, { postId: post.id, userId: ben.user.id });
    expect((await feedOf(ben)).getActivity[0]).toMatchObject({
      type: 'squad_removed',
      link: '/my-applications',
    });
    expect(await recipientsOf('squad_removed')).toEqual([ben.user.id]);
  });

  it('tells the requester of an accepted connection', async () => {
    const [ada, bo] = [await named('Ada'), await named('Bo')];
    const sent = await ada.gql<{ sendFriendReq: { _id: string } }>(REQUEST, { id: bo.user.id });
    expect(sent.errors).toBeUndefined();
    await bo.gql(ACCEPT, { id: sent.data.sendFriendReq._id });
    expect((await feedOf(ada)).getActivity).toMatchObject([
      { type: 'connection_accepted', link: `/profile/${bo.user.id}`, post_id: null },
    ]);
    expect((await feedOf(bo)).getActivity).toEqual([]);
  });

  it('never tells across a block, and hides what came before one', async () => {
    const owner = await named('Olga');
    const [ana, ben] = [await named('Ana'), await named('Ben')];
    const post = await buildPost(app.db, { posted_by: owner.user.id });
    await ana.gql(APPLY, { postId: post.id });
    await buildBlock(app.db, { blocker_id: owner.user.id, blocked_id: ana.user.id });
    expect((await feedOf(owner)).getActivity).toEqual([]);
    expect((await feedOf(owner)).getUnreadActivityCount).toBe(0);
    // A squad member blocked by a member is not announced to them.
    const { post: squadPost } = await buildSquad(app.db, owner.user.id, [
      { userId: ana.user.id, role: 'Frontend' },
    ]);
    await buildBlock(app.db, { blocker_id: ana.user.id, blocked_id: ben.user.id });
    const forBen = await buildApplication(app.db, {
      post_id: squadPost.id,
      applicant_id: ben.user.id,
    });
    await app.db.delete(activities).where(eq(activities.recipient_id, ana.user.id));
    await owner.gql(DECIDE, { id: forBen.id, status: 'accepted' });
    expect((await feedOf(ana)).getActivity).toEqual([]);
  });

  it('marks one line or all read, the viewer’s own only', async () => {
    const owner = await named('Olga');
    const [p1, p2] = [
      await buildPost(app.db, { posted_by: owner.user.id }),
      await buildPost(app.db, { posted_by: owner.user.id }),
    ];
    for (const postId of [p1.id, p1.id, p2.id]) {
      await (await named('Applicant')).gql(APPLY, { postId });
    }
    const lines = (await feedOf(owner)).getActivity;
    expect(lines.map((l) => l.count)).toEqual([1, 2]);
    const stranger = await named('Sam');
    const theirs = await stranger.gql(READ, { id: lines[1]!._id });
    expect([theirs.code, theirs.message]).toEqual(['NOT_FOUND', MESSAGES.notFound]);
    // Marking the p1 line reads both of its items.
    expect((await owner.gql(READ, { id: lines[1]!._id })).data).toEqual({ markActivityRead: 1 });
    const after = (await feedOf(owner)).getActivity;
    expect(after.map((l) => [l.post_id, l.unread])).toEqual([
      [p2.id, true],
      [p1.id, false],
    ]);
    expect((await owner.gql(READ_ALL)).data).toEqual({ markAllActivityRead: 0 });
    expect((await feedOf(owner)).getUnreadActivityCount).toBe(0);
  });
});
