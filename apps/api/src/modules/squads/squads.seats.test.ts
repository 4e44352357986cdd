import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildPost, storedApplication } from '../../../test/factories.js';
import { buildMember, type Member } from '../../../test/members.js';
import { activities, posts } from '../../db/schema/index.js';
import { MESSAGES as APPLY } from '../applications/applications.policy.js';
import { MESSAGES } from './squads.policy.js';

// The seat life cycle (docs/decisions/0049-seat-life-cycle.md), as an owner and applicants
// live it through the API: a post that closed itself reopens when a seat frees, the owner hears
// who left, pending applications for a full role are waitlisted or declined as the post chose,
// and an accept on a full role can take another role or one more seat.

const APPLY_TO = `mutation($postId: ID!, $role: String) {
  applyToPost(postId: $postId, role: $role) { _id status waitlisted } }`;
const DECIDE = `mutation($id: ID!, $status: Decision!, $role: String, $addSeat: Boolean) {
  updateApplicationStatus(applicationId: $id, status: $status, role: $role, addSeat: $addSeat) {
    _id status role post { status seats { role total filled } } } }`;
const LEAVE = `mutation($postId: ID!) { leaveSquad(postId: $postId) }`;
const REMOVE = `mutation($postId: ID!, $userId: ID!) {
  removeSquadMember(postId: $postId, userId: $userId) { _id } }`;
const MINE = `{ getApplicationsByUser { post { _id status }
  application { status waitlisted decision_note } } }`;
const APPLICANTS = `query($postId: ID!) { loadApplicationsByPostId(postId: $postId) {
  applicant_id status waitlisted decision_note } }`;
const CLOSE = `mutation($postId: ID!) { closePost(postId: $postId) { status } }`;
const OPEN = `mutation($postId: ID!) { openPost(postId: $postId) { status } }`;
const EDIT = `mutation($postId: ID!, $input: PostInput!) {
  updatePost(postId: $postId, input: $input) { status } }`;
const DELETE_ME = `mutation($userId: ID!) { deleteUser(userId: $userId) }`;

let app: TestApp;
let owner: Member;
let n = 0;
const named = (first_name: string) =>
  buildMember(app, { first_name, last_name: `Seat${(n += 1)}` });

beforeAll(async () => {
  app = await startTestApp();
  owner = await buildMember(app, { first_name: 'Olga', last_name: 'Owner' });
});
afterAll(() => app.stop());

async function applyAs(member: Member, postId: string, role?: string) {
  return member.gql<{ applyToPost: { _id: string; status: string; waitlisted: boolean } }>(
    APPLY_TO,
    { postId, role },
  );
}

async function accept(member: Member, postId: string, choice: Record<string, unknown> = {}) {
  return owner.gql<{
    updateApplicationStatus: {
      role: string | null;
      post: { status: string; seats: { role: string | null; total: number; filled: number }[] };
    };
  }>(DECIDE, { id: (await applicationOf(postId, member)).id, status: 'accepted', ...choice });
}

const applicationOf = (postId: string, member: Member) =>
  storedApplication(app.db, postId, member.user.id);

async function statusOf(postId: string) {
  const [row] = await app.db.select().from(posts).where(eq(posts.id, postId));
  return row!.status;
}

/** The owner's activity items about the post: [type, actor]. */
async function ownerItems(postId: string) {
  const rows = await app.db
    .select({ type: activities.type, actor: activities.actor_id })
    .from(activities)
    .where(and(eq(activities.recipient_id, owner.user.id), eq(activities.post_id, postId)))
    .orderBy(activities.created_at, activities.id);
  return rows.map((r) => [r.type, r.actor]).filter(([type]) => type !== 'application_received');
}

describe('a post that closed itself when full', () => {
  it('reopens when a member leaves or is removed, and tells the owner who left', async () => {
    const [sam, ravi] = [await named('Sam'), await named('Ravi')];
    const post = await buildPost(app.db, {
      posted_by: owner.user.id,
      desired_roles: ['Backend'],
      role_seats: [2],
      auto_close: true,
    });
    for (const m of [sam, ravi])
      expect((await applyAs(m, post.id, 'Backend')).errors).toBeUndefined();
    for (const m of [sam, ravi]) expect((await accept(m, post.id)).errors).toBeUndefined();
    expect(await statusOf(post.id)).toBe('closed');

    // Sam leaves: recruitment is open again, and the owner hears both.
    expect((await sam.gql(LEAVE, { postId: post.id })).errors).toBeUndefined();
    expect(await statusOf(post.id)).toBe('open');
    expect(await ownerItems(post.id)).toEqual([
      ['squad_member_left', sam.user.id],
      ['recruitment_reopened', sam.user.id],
    ]);

    // Filled again, then the owner removes Ravi: open again, with nothing to tell the owner.
    const tom = await named('Tom');
    expect((await applyAs(tom, post.id, 'Backend')).errors).toBeUndefined();
    expect((await accept(tom, post.id)).errors).toBeUndefined();
    expect(await statusOf(post.id)).toBe('closed');
    const removed = await owner.gql(REMOVE, { postId: post.id, userId: ravi.user.id });
    expect(removed.errors).toBeUndefined();
    expect(await statusOf(post.id)).toBe('open');
    expect(await ownerItems(post.id)).toHaveLength(2);
  });

  it('stays closed when its owner closed it', async () => {
    const sam = await named('Sam');
    const post = await buildPost(app.db, {
      posted_by: owner.user.id,
      desired_roles: ['Backend'],
      role_seats: [2],
      auto_close: true,
    });
    await applyAs(sam, post.id, 'Backend');
    expect((await accept(sam, post.id)).errors).toBeUndefined();
    expect((await owner.gql(CLOSE, { postId: post.id })).errors).toBeUndefined();
    expect((await sam.gql(LEAVE, { postId: post.id })).errors).toBeUndefined();
    expect(await statusOf(post.id)).toBe('closed');
    expect(await ownerItems(post.id)).toEqual([['squad_member_left', sam.user.id]]);
  });
});

describe('a post that closed itself when full, further on', () => {
  it('reopens when a member deletes their account, and takes the waitlist off', async () => {
    const [sam, ravi] = [await named('Sam'), await named('Ravi')];
    const post = await buildPost(app.db, {
      posted_by: owner.user.id,
      desired_roles: ['Backend'],
      role_seats: [1],
      auto_close: true,
    });
    await applyAs(sam, post.id, 'Backend');
    await applyAs(ravi, post.id, 'Backend');
    expect((await accept(sam, post.id)).errors).toBeUndefined();
    expect(await statusOf(post.id)).toBe('closed');
    expect((await applicationOf(post.id, ravi)).waitlisted_at).not.toBeNull();

    expect((await sam.gql(DELETE_ME, { userId: sam.user.id })).errors).toBeUndefined();
    expect(await statusOf(post.id)).toBe('open');
    expect((await applicationOf(post.id, ravi)).waitlisted_at).toBeNull();
  });

  it('stays open through an edit once its owner opened it by hand while full', async () => {
    const sam = await named('Sam');
    const post = await buildPost(app.db, {
      posted_by: owner.user.id,
      title: 'Opened by hand',
      desired_roles: ['Backend'],
      role_seats: [1],
      auto_close: true,
    });
    await applyAs(sam, post.id, 'Backend');
    expect((await accept(sam, post.id)).errors).toBeUndefined();
    expect((await owner.gql(OPEN, { postId: post.id })).errors).toBeUndefined();
    const edited = await owner.gql(EDIT, {
      postId: post.id,
      input: {
        title: 'Opened by hand',
        description: 'Still recruiting for a second team.',
        requirements: { desired_roles: ['Backend'], role_seats: [1] },
        auto_close: true,
      },
    });
    expect(edited.errors).toBeUndefined();
    expect(await statusOf(post.id)).toBe('open');
  });
});

describe('pending applications for a role that fills', () => {
  it('go on the waitlist by default, seen by both sides, and come off it when a seat frees', async () => {
    const [ana, ben] = [await named('Ana'), await named('Ben')];
    const post = await buildPost(app.db, {
      posted_by: owner.user.id,
      desired_roles: ['Backend', 'Designer'],
      role_seats: [1, 1],
    });
    await applyAs(ana, post.id, 'Backend');
    await applyAs(ben, post.id, 'Backend');
    expect((await accept(ana, post.id)).errors).toBeUndefined();

    const mine = await ben.gql<{
      getApplicationsByUser: { application: { status: string; waitlisted: boolean } }[];
    }>(MINE);
    expect(mine.data.getApplicationsByUser.map((a) => a.application)).toEqual([
      { status: 'pending', waitlisted: true, decision_note: null },
    ]);
    const seen = await owner.gql<{
      loadApplicationsByPostId: { applicant_id: string; waitlisted: boolean }[];
    }>(APPLICANTS, { postId: post.id });
    expect(
      seen.data.loadApplicationsByPostId.find((a) => a.applicant_id === ben.user.id),
    ).toMatchObject({ status: 'pending', waitlisted: true });

    // Applying for the full role now joins the waitlist; the free Designer seat does not.
    const cal = await named('Cal');
    expect((await applyAs(cal, post.id, 'Backend')).data.applyToPost.waitlisted).toBe(true);
    const dee = await named('Dee');
    expect((await applyAs(dee, post.id, 'Designer')).data.applyToPost.waitlisted).toBe(false);

    expect((await ana.gql(LEAVE, { postId: post.id })).errors).toBeUndefined();
    expect((await applicationOf(post.id, ben)).waitlisted_at).toBeNull();
    expect((await applicationOf(post.id, cal)).waitlisted_at).toBeNull();
  });

  it('are declined with a kind note when the post says so, and the applicant is told', async () => {
    const [ana, ben, dee] = [await named('Ana'), await named('Ben'), await named('Dee')];
    const post = await buildPost(app.db, {
      posted_by: owner.user.id,
      desired_roles: ['Backend', 'Designer'],
      role_seats: [1, 1],
      when_role_fills: 'decline',
    });
    await applyAs(ana, post.id, 'Backend');
    await applyAs(ben, post.id, 'Backend');
    await applyAs(dee, post.id, 'Designer');
    expect((await accept(ana, post.id)).errors).toBeUndefined();

    const mine = await ben.gql<{
      getApplicationsByUser: { application: { status: string; decision_note: string } }[];
    }>(MINE);
    expect(mine.data.getApplicationsByUser[0]!.application).toEqual({
      status: 'rejected',
      waitlisted: false,
      decision_note: expect.stringContaining('The Backend role filled'),
    });
    const [told] = await app.db
      .select({ type: activities.type })
      .from(activities)
      .where(and(eq(activities.recipient_id, ben.user.id), eq(activities.post_id, post.id)));
    expect(told?.type).toBe('application_rejected');
    // The Designer applicant still has a seat to hope for.
    expect(await applicationOf(post.id, dee)).toMatchObject({
      status: 'pending',
      decision_note: null,
    });
    // Applying for the full role is refused rather than declined a moment later.
    const late = await applyAs(await named('Eve'), post.id, 'Backend');
    expect([late.code, late.message]).toEqual(['CONFLICT', MESSAGES.roleFull('Backend', 1)]);

    // The post's own decline is no bar: once a seat frees, Ben applies again, counted once.
    const [before] = await app.db.select().from(posts).where(eq(posts.id, post.id));
    expect((await ana.gql(LEAVE, { postId: post.id })).errors).toBeUndefined();
    const again = await applyAs(ben, post.id, 'Backend');
    expect(again.errors).toBeUndefined();
    expect(await applicationOf(post.id, ben)).toMatchObject({
      status: 'pending',
      decision_note: null,
    });
    const [after] = await app.db.select().from(posts).where(eq(posts.id, post.id));
    // Ana's application stopped counting when she left; Ben's was counted all along.
    expect(after!.applications_count).toBe(before!.applications_count - 1);
  });
});

describe('accepting on a full role', () => {
  it('seats the applicant in another role, or in one more seat, as the owner chooses', async () => {
    const [ana, ben, cal] = [await named('Ana'), await named('Ben'), await named('Cal')];
    const post = await buildPost(app.db, {
      posted_by: owner.user.id,
      desired_roles: ['Backend', 'Designer'],
      role_seats: [1, 1],
    });
    for (const m of [ana, ben, cal]) await applyAs(m, post.id, 'Backend');
    expect((await accept(ana, post.id)).errors).toBeUndefined();

    const full = await accept(ben, post.id);
    expect([full.code, full.message]).toEqual(['CONFLICT', MESSAGES.roleFull('Backend', 1)]);

    const asDesigner = await accept(ben, post.id, { role: 'designer' });
    expect(asDesigner.errors).toBeUndefined();
    expect(asDesigner.data.updateApplicationStatus.role).toBe('Designer');

    const oneMore = await accept(cal, post.id, { addSeat: true });
    expect(oneMore.errors).toBeUndefined();
    expect(oneMore.data.updateApplicationStatus.role).toBe('Backend');
    expect(oneMore.data.updateApplicationStatus.post.seats).toEqual([
      { role: 'Backend', total: 2, filled: 2 },
      { role: 'Designer', total: 1, filled: 1 },
    ]);
  });

  it('refuses a choice that cannot be, and changes nothing', async () => {
    const [ana, ben] = [await named('Ana'), await named('Ben')];
    const post = await buildPost(app.db, {
      posted_by: owner.user.id,
      desired_roles: ['Backend'],
      role_seats: [6],
    });
    await applyAs(ana, post.id, 'Backend');
    await applyAs(ben, post.id, 'Backend');

    const unknown = await accept(ana, post.id, { role: 'Pilot' });
    expect([unknown.code, unknown.message]).toEqual([
      'BAD_USER_INPUT',
      MESSAGES.unknownRoleChoice(['Backend']),
    ]);
    const tooMany = await accept(ana, post.id, { addSeat: true });
    expect([tooMany.code, tooMany.message]).toEqual(['CONFLICT', MESSAGES.roleSeatsMax('Backend')]);
    const onReject = await owner.gql(DECIDE, {
      id: (await applicationOf(post.id, ben)).id,
      status: 'rejected',
      addSeat: true,
    });
    expect([onReject.code, onReject.message]).toEqual([
      'BAD_USER_INPUT',
      APPLY.seatChoiceNotAccept,
    ]);
    expect(await applicationOf(post.id, ana)).toMatchObject({ status: 'pending' });
    expect(await applicationOf(post.id, ben)).toMatchObject({ status: 'pending' });
    const [row] = await app.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row!.role_seats).toEqual([6]);
  });

  it('is the owner’s alone: another member choosing a seat is refused', async () => {
    const ana = await named('Ana');
    const mallory = await named('Mallory');
    const post = await buildPost(app.db, {
      posted_by: owner.user.id,
      desired_roles: ['Backend'],
      role_seats: [1],
    });
    await applyAs(ana, post.id, 'Backend');
    const refused = await mallory.gql(DECIDE, {
      id: (await applicationOf(post.id, ana)).id,
      status: 'accepted',
      addSeat: true,
    });
    expect(refused.code).toBe('FORBIDDEN');
    const [row] = await app.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row!.role_seats).toEqual([1]);
  });
});
