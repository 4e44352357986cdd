import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildConnection, buildPost } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import { documentText } from '../../../test/graphql.js';
import { buildMember, gqlAs, type Member } from '../../../test/members.js';
import { selectRows } from '../../db/raw.js';
import { userSkills } from '../../db/schema/index.js';

// What every application answer below selects (codegen reads the fragment from here).
graphql(`
  fragment ApplicationsApplication on Application {
    _id
    post_id
    applicant_id
    message
    status
    created_at
    updated_at
    post {
      _id
      applications_count
      is_applied
    }
  }
`);
const APPLY = graphql(`
  mutation ApplicationsApply($postId: ID!, $message: String) {
    applyToPost(postId: $postId, message: $message) {
      ...ApplicationsApplication
    }
  }
`);
const CANCEL = graphql(`
  mutation ApplicationsCancel($applicationId: ID!) {
    cancelApplyToPost(applicationId: $applicationId) {
      ...ApplicationsApplication
    }
  }
`);
const DECIDE = graphql(`
  mutation ApplicationsDecide($applicationId: ID!, $status: Decision!) {
    updateApplicationStatus(applicationId: $applicationId, status: $status) {
      ...ApplicationsApplication
    }
  }
`);
const APPLICANTS = graphql(`
  query ApplicationsApplicants($postId: ID!, $page: Int, $limit: Int) {
    loadApplicationsByPostId(postId: $postId, page: $page, limit: $limit) {
      _id
      applicant_id
      status
      message
      first_name
      last_name
      photo
      location_id
      title
      bio
      is_connection
      chat_id
      top_skills {
        skill_name
        proficiency_level
        is_top
        order
      }
    }
  }
`);
const MINE = graphql(`
  query ApplicationsMine($page: Int, $limit: Int) {
    getApplicationsByUser(page: $page, limit: $limit) {
      post {
        _id
        title
        is_applied
      }
      application {
        _id
        status
        post_id
        applicant_id
      }
    }
  }
`);
const SEARCH_MINE = graphql(`
  query ApplicationsSearchMine($search: String!) {
    searchMyApplications(search: $search) {
      post {
        _id
        title
      }
      application {
        _id
        status
      }
    }
  }
`);
const CLOSE = graphql(`
  mutation ApplicationsClose($postId: ID!) {
    closePost(postId: $postId) {
      _id
    }
  }
`);
const BY_ID = graphql(`
  query ApplicationsById($postId: ID!) {
    loadPostById(postId: $postId) {
      applications_count
      is_applied
      my_application {
        _id
        status
      }
    }
  }
`);

let app: TestApp;
let owner: Member;
let bob: Member;
let eve: Member;

async function countsOf(postId: string) {
  const [row] = await selectRows<{ counter: number; rows: number }>(
    app.db,
    sql`select p.applications_count as counter,
      (select count(*)::int from applications a where a.post_id = p.id and a.status <> 'withdrawn') as rows
      from posts p where p.id = ${postId}`,
  );
  return row!;
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await buildMember(app, { first_name: 'Olga' });
  bob = await buildMember(app, {
    first_name: 'Bob',
    last_name: 'Builder',
    title: 'Frontend developer',
    bio: 'Builds things.',
    location_id: 'Oslo',
  });
  eve = await buildMember(app, { first_name: 'Eve' });
  await app.db.insert(userSkills).values([
    {
      user_id: bob.user.id,
      skill_name: 'React',
      proficiency_level: 'expert',
      is_top: true,
      order: 0,
    },
    { user_id: bob.user.id, skill_name: 'Go', is_top: false, order: 1 },
    { user_id: bob.user.id, skill_name: 'CSS', is_top: true, order: 2 },
  ]);
});
afterAll(() => app.stop());

describe('the application life cycle', () => {
  it('apply, decide, withdraw and re-apply, with the counter exact at every step', async () => {
    const postId = (
      await buildPost(app.db, { posted_by: owner.user.id, title: 'Realtime chess trainer' })
    ).id;
    const applied = await bob.gql(APPLY, {
      postId,
      message: '  I would love to help.  ',
    });
    expect(applied.data.applyToPost).toMatchObject({
      post_id: postId,
      applicant_id: bob.user.id,
      message: 'I would love to help.',
      status: 'pending',
      post: { applications_count: 1, is_applied: 'pending' },
    });
    const applicationId = applied.data.applyToPost._id;
    expect(await countsOf(postId)).toEqual({ counter: 1, rows: 1 });

    // Applying again while pending, accepted or rejected is a CONFLICT.
    const again = await bob.gql(APPLY, { postId });
    expect(again.code).toBe('CONFLICT');
    expect(again.message).toBe('You have already applied to this post.');

    const list = await owner.gql(APPLICANTS, { postId });
    expect(list.data.loadApplicationsByPostId).toEqual([
      {
        _id: applicationId,
        applicant_id: bob.user.id,
        status: 'pending',
        message: 'I would love to help.',
        first_name: 'Bob',
        last_name: 'Builder',
        photo: null,
        location_id: 'Oslo',
        title: 'Frontend developer',
        bio: 'Builds things.',
        is_connection: 'none',
        chat_id: null,
        top_skills: [
          { skill_name: 'React', proficiency_level: 'expert', is_top: true, order: 0 },
          { skill_name: 'CSS', proficiency_level: 'beginner', is_top: true, order: 2 },
        ],
      },
    ]);

    const withdrawn = await bob.gql(CANCEL, {
      applicationId,
    });
    expect(withdrawn.data.cancelApplyToPost).toMatchObject({
      status: 'withdrawn',
      post: { applications_count: 0, is_applied: 'withdrawn' },
    });
    expect(await countsOf(postId)).toEqual({ counter: 0, rows: 0 });
    // Withdrawing again changes nothing.
    await bob.gql(CANCEL, { applicationId });
    expect(await countsOf(postId)).toEqual({ counter: 0, rows: 0 });

    // The owner no longer sees it and cannot decide on it.
    expect((await owner.gql(APPLICANTS, { postId })).data.loadApplicationsByPostId).toEqual([]);
    const late = await owner.gql(DECIDE, { applicationId, status: 'accepted' });
    expect(late.code).toBe('CONFLICT');
    expect(late.message).toBe('This application was withdrawn.');

    // Re-applying reuses the row and counts again.
    const reapplied = await bob.gql(APPLY, {
      postId,
      message: 'Back again',
    });
    expect(reapplied.data.applyToPost).toMatchObject({
      _id: applicationId,
      status: 'pending',
      message: 'Back again',
      post: { applications_count: 1 },
    });
    expect(await countsOf(postId)).toEqual({ counter: 1, rows: 1 });
    const detail = await bob.gql(BY_ID, { postId });
    expect(detail.data).toEqual({
      loadPostById: {
        applications_count: 1,
        is_applied: 'pending',
        my_application: { _id: applicationId, status: 'pending' },
      },
    });
    for (const status of ['accepted', 'rejected', 'accepted'] as const) {
      const decided = await owner.gql(DECIDE, {
        applicationId,
        status,
      });
      expect(decided.data.updateApplicationStatus).toMatchObject({
        status,
        post: { applications_count: 1 },
      });
      expect((await bob.gql(APPLY, { postId })).code).toBe('CONFLICT');
    }

    const mine = await bob.gql(MINE);
    expect(mine.data.getApplicationsByUser).toEqual([
      {
        post: { _id: postId, title: 'Realtime chess trainer', is_applied: 'accepted' },
        application: {
          _id: applicationId,
          status: 'accepted',
          post_id: postId,
          applicant_id: bob.user.id,
        },
      },
    ]);
  });

  it('a decided application cannot be withdrawn: a rejection stays, an accepted member stays (finding 8)', async () => {
    const postId = (await buildPost(app.db, { posted_by: owner.user.id })).id;
    const carol = await buildMember(app, { first_name: 'Carol' });
    const rejected = await bob.gql(APPLY, { postId });
    const accepted = await carol.gql(APPLY, { postId });
    const bobsId = rejected.data.applyToPost._id;
    const evesId = accepted.data.applyToPost._id;
    await owner.gql(DECIDE, { applicationId: bobsId, status: 'rejected' });
    await owner.gql(DECIDE, { applicationId: evesId, status: 'accepted' });

    const cancelRejected = await bob.gql(CANCEL, { applicationId: bobsId });
    expect(cancelRejected.code).toBe('CONFLICT');
    expect(cancelRejected.message).toBe(
      'This application was already decided (rejected) and cannot be withdrawn.',
    );
    // So applying again is still refused, and the owner's list still says rejected.
    expect((await bob.gql(APPLY, { postId })).code).toBe('CONFLICT');
    const cancelAccepted = await carol.gql(CANCEL, { applicationId: evesId });
    expect(cancelAccepted.code).toBe('CONFLICT');
    expect(cancelAccepted.message).toBe(
      'This application was already decided (accepted) and cannot be withdrawn.',
    );

    const list = await owner.gql(APPLICANTS, { postId });
    expect(
      Object.fromEntries(list.data.loadApplicationsByPostId.map((a) => [a._id, a.status])),
    ).toEqual({ [bobsId]: 'rejected', [evesId]: 'accepted' });
    expect(await countsOf(postId)).toEqual({ counter: 2, rows: 2 });
  });

  it('refuses applying to one’s own post (FORBIDDEN) and to a closed post (CONFLICT)', async () => {
    const postId = (await buildPost(app.db, { posted_by: owner.user.id })).id;
    const own = await owner.gql(APPLY, { postId });
    expect(own.code).toBe('FORBIDDEN');
    expect(own.message).toBe('You cannot apply to your own post.');
    await owner.gql(CLOSE, { postId });
    const closed = await bob.gql(APPLY, { postId });
    expect(closed.code).toBe('CONFLICT');
    expect(closed.message).toBe('This post is no longer accepting applications.');
    expect(await countsOf(postId)).toEqual({ counter: 0, rows: 0 });
  });

  it('checks the message length (1000 ok, 1001 refused) and unknown posts', async () => {
    const postId = (await buildPost(app.db, { posted_by: owner.user.id })).id;
    const tooLong = await bob.gql(APPLY, { postId, message: 'x'.repeat(1001) });
    expect(tooLong.code).toBe('BAD_USER_INPUT');
    expect(tooLong.message).toBe('Message must be at most 1000 characters.');
    const ok = await bob.gql(APPLY, { postId, message: 'x'.repeat(1000) });
    expect(ok.errors).toBeUndefined();
    for (const id of ['01890a5d-ac96-774b-bcce-b302099a8057', 'nope']) {
      expect((await bob.gql(APPLY, { postId: id })).code).toBe('NOT_FOUND');
      expect((await bob.gql(CANCEL, { applicationId: id })).code).toBe('NOT_FOUND');
      expect((await owner.gql(DECIDE, { applicationId: id, status: 'accepted' })).code).toBe(
        'NOT_FOUND',
      );
    }
  });

  it('accepts only accepted or rejected as a decision', async () => {
    const postId = (await buildPost(app.db, { posted_by: owner.user.id })).id;
    const { data } = await bob.gql(APPLY, { postId });
    for (const status of ['withdrawn', 'pending', 'maybe']) {
      // Sent as text: the variables are not a Decision on purpose.
      const res = await owner.gql(documentText(DECIDE), {
        applicationId: data.applyToPost._id,
        status,
      });
      expect(res.code, status).toBe('BAD_USER_INPUT');
    }
  });
});

describe('another member’s objects (IDOR)', () => {
  it('refuses to show or decide another member’s applicants, or to withdraw another’s application', async () => {
    const postId = (await buildPost(app.db, { posted_by: owner.user.id })).id;
    const { data } = await bob.gql(APPLY, { postId });
    const applicationId = data.applyToPost._id;
    const peek = await eve.gql(APPLICANTS, { postId });
    expect(peek.code).toBe('FORBIDDEN');
    for (const actor of [eve, bob]) {
      const decide = await actor.gql(DECIDE, { applicationId, status: 'accepted' });
      expect(decide.code).toBe('FORBIDDEN');
    }
    for (const actor of [eve, owner]) {
      const cancel = await actor.gql(CANCEL, { applicationId });
      expect(cancel.code).toBe('FORBIDDEN');
    }
    const still = await owner.gql(APPLICANTS, {
      postId,
    });
    expect(still.data.loadApplicationsByPostId.map((a) => a.status)).toEqual(['pending']);
    expect(await countsOf(postId)).toEqual({ counter: 1, rows: 1 });
    // Eve's own lists never show Bob's application.
    expect((await eve.gql(MINE)).data).toEqual({ getApplicationsByUser: [] });
  });
});

describe('requires sign-in', () => {
  it.each([
    [documentText(APPLY), { postId: 'x' }],
    [documentText(CANCEL), { applicationId: 'x' }],
    [documentText(DECIDE), { applicationId: 'x', status: 'accepted' }],
    [documentText(APPLICANTS), { postId: 'x' }],
    [documentText(MINE), {}],
    [documentText(SEARCH_MINE), { search: 'x' }],
  ])('%s', async (query, variables) => {
    expect((await gqlAs(app, undefined, query, variables)).code).toBe('UNAUTHENTICATED');
  });
});

describe('lists', () => {
  it('searchMyApplications matches the post title case-insensitively; blank means all', async () => {
    const member = await buildMember(app);
    const chess = (
      await buildPost(app.db, { posted_by: owner.user.id, title: 'Realtime CHESS trainer' })
    ).id;
    const garden = (
      await buildPost(app.db, { posted_by: owner.user.id, title: 'Community garden planner' })
    ).id;
    await member.gql(APPLY, { postId: chess });
    await member.gql(APPLY, { postId: garden });
    const titles = async (search: string) =>
      (
        await member.gql(SEARCH_MINE, {
          search,
        })
      ).data.searchMyApplications.map((r) => r.post.title);
    expect(await titles('chess')).toEqual(['Realtime CHESS trainer']);
    expect(await titles('GARDEN')).toEqual(['Community garden planner']);
    expect(await titles('%')).toEqual([]);
    expect(await titles('  ')).toEqual(['Community garden planner', 'Realtime CHESS trainer']);
    const paged = await member.gql(MINE, {
      page: 2,
      limit: 1,
    });
    expect(paged.data.getApplicationsByUser).toHaveLength(1);
  });

  it('pages the applicants and caps the limit at 50', async () => {
    const postId = (await buildPost(app.db, { posted_by: owner.user.id })).id;
    const members = await Promise.all(Array.from({ length: 3 }, () => buildMember(app)));
    for (const m of members) await m.gql(APPLY, { postId });
    const page2 = await owner.gql(APPLICANTS, { postId, page: 2, limit: 2 });
    expect(page2.data.loadApplicationsByPostId.map((a) => a.applicant_id)).toEqual([
      members[0]!.user.id,
    ]);
    const capped = await owner.gql(APPLICANTS, { postId, limit: 5000 });
    expect(capped.errors).toBeUndefined();
  });
});

describe('concurrency', () => {
  it('20 members applying at once: applications_count is 20, and so is the row count', async () => {
    const postId = (await buildPost(app.db, { posted_by: owner.user.id })).id;
    const members = await Promise.all(Array.from({ length: 20 }, () => buildMember(app)));
    const results = await Promise.all(members.map((m) => m.gql(APPLY, { postId })));
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect(await countsOf(postId)).toEqual({ counter: 20, rows: 20 });
    // And the same member racing themself applies once.
    const racer = await buildMember(app);
    const raced = await Promise.all(Array.from({ length: 5 }, () => racer.gql(APPLY, { postId })));
    expect(raced.filter((r) => !r.errors)).toHaveLength(1);
    expect(raced.filter((r) => r.code === 'CONFLICT')).toHaveLength(4);
    expect(await countsOf(postId)).toEqual({ counter: 21, rows: 21 });
  });
});

describe('applicant view: the owner’s connection to each applicant', () => {
  it('shows none for a stranger and accepted with the chat once connected', async () => {
    const [host, friend, stranger] = [
      await buildMember(app, { first_name: 'Host' }),
      await buildMember(app, { first_name: 'Friend' }),
      await buildMember(app, { first_name: 'Stranger' }),
    ];
    const postId = (await buildPost(app.db, { posted_by: host.user.id })).id;
    await friend.gql(APPLY, { postId });
    await stranger.gql(APPLY, { postId });
    const connection = await buildConnection(app.db, {
      requester_user_id: friend.user.id,
      addressee_user_id: host.user.id,
    });
    const list = await host.gql(APPLICANTS, { postId });
    const byApplicant = new Map(list.data.loadApplicationsByPostId.map((a) => [a.applicant_id, a]));
    expect(byApplicant.get(friend.user.id)).toMatchObject({
      is_connection: 'accepted',
      chat_id: connection.chat_id,
    });
    expect(byApplicant.get(stranger.user.id)).toMatchObject({
      is_connection: 'none',
      chat_id: null,
    });
  });
});
