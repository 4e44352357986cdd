import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEADLINE_PASSED_MESSAGE, POST_DATES_ORDER_MESSAGE } from '@squadup/shared';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildPost, buildSkill } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import type { PostInput } from '../../../test/gql/graphql.js';
import { buildMember, type Member } from '../../../test/members.js';
import { posts } from '../../db/schema/index.js';

// A post can say when: the project's dates, an application deadline and the hours a week it asks.
// Applying closes by itself at the deadline, and the post leaves every Discover list then
// (docs/decisions/0053), while its page still reads, saying applications closed.

const CREATE = graphql(`
  mutation DeadlineCreate($input: PostInput!) {
    createPost(input: $input) {
      _id
      starts_on
      ends_on
      apply_by
      hours_per_week
      accepting_applications
    }
  }
`);
const UPDATE = graphql(`
  mutation DeadlineUpdate($postId: ID!, $input: PostInput!) {
    updatePost(postId: $postId, input: $input) {
      _id
      title
      apply_by
    }
  }
`);
const READ = graphql(`
  query DeadlineRead($postId: ID!) {
    loadPostById(postId: $postId) {
      _id
      status
      apply_by
      accepting_applications
    }
  }
`);
const APPLY = graphql(`
  mutation DeadlineApply($postId: ID!) {
    applyToPost(postId: $postId) {
      _id
    }
  }
`);
const REOPEN = graphql(`
  mutation DeadlineReopen($postId: ID!) {
    openPost(postId: $postId) {
      _id
      status
    }
  }
`);
const DISCOVER = graphql(`
  query DeadlineDiscover($filter: ProjectFilterInput!) {
    loadPosts(limit: 50) {
      _id
    }
    loadPostByFilter(filter: $filter, limit: 50) {
      _id
    }
    searchProjects(search: "wombat", limit: 50) {
      _id
    }
    loadByRecommendation(limit: 50) {
      post {
        _id
      }
    }
  }
`);

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

let app: TestApp;
let owner: Member;
let member: Member;

beforeAll(async () => {
  app = await startTestApp();
  owner = await buildMember(app);
  member = await buildMember(app);
  await buildSkill(app.db, { user_id: member.user.id, skill_name: 'Wombat' });
});
afterAll(() => app.stop());

const hackathon = (input: Partial<PostInput> = {}): PostInput => ({
  title: 'Wombat hackathon team',
  project_type: 'Hackathon',
  starts_on: '2031-03-06',
  ends_on: '2031-03-08',
  apply_by: inHours(48).toISOString(),
  hours_per_week: 12,
  ...input,
});

describe('a post that says when', () => {
  it('keeps its dates, deadline and hours a week, and takes applications before the deadline', async () => {
    const input = hackathon();
    const { data, errors } = await owner.gql(CREATE, { input });
    expect(errors).toBeUndefined();
    expect(data.createPost).toMatchObject({
      starts_on: '2031-03-06',
      ends_on: '2031-03-08',
      apply_by: input.apply_by,
      hours_per_week: 12,
      accepting_applications: true,
    });
    expect((await member.gql(APPLY, { postId: data.createPost._id })).errors).toBeUndefined();
  });

  it('refuses a deadline already passed or an end before the start, creating nothing', async () => {
    const before = await app.db.$count(posts, eq(posts.posted_by, owner.user.id));
    const late = await owner.gql(CREATE, {
      input: hackathon({ apply_by: inHours(-1).toISOString() }),
    });
    expect([late.code, late.message]).toEqual(['BAD_USER_INPUT', DEADLINE_PASSED_MESSAGE]);
    const backwards = await owner.gql(CREATE, {
      input: hackathon({ starts_on: '2031-03-08', ends_on: '2031-03-06' }),
    });
    expect(backwards.code).toBe('BAD_USER_INPUT');
    expect(backwards.message).toContain(POST_DATES_ORDER_MESSAGE);
    const tooMany = await owner.gql(CREATE, { input: hackathon({ hours_per_week: 81 }) });
    expect(tooMany.code).toBe('BAD_USER_INPUT');
    expect(await app.db.$count(posts, eq(posts.posted_by, owner.user.id))).toBe(before);
  });
});

describe('once the deadline passes', () => {
  let pastId: string;
  let currentId: string;

  beforeAll(async () => {
    const values = { posted_by: owner.user.id, project_type: 'Hackathon', tech_stack: ['Wombat'] };
    pastId = (await buildPost(app.db, { ...values, title: 'Wombat past', apply_by: inHours(-1) }))
      .id;
    currentId = (
      await buildPost(app.db, { ...values, title: 'Wombat current', apply_by: inHours(1) })
    ).id;
  });

  it('leaves every Discover list by itself', async () => {
    const { data, errors } = await member.gql(DISCOVER, {
      filter: { project_type: ['Hackathon'] },
    });
    expect(errors).toBeUndefined();
    const lists = {
      all: data.loadPosts.map((p) => p._id),
      filter: data.loadPostByFilter.map((p) => p._id),
      search: data.searchProjects.map((p) => p._id),
      recommended: data.loadByRecommendation.map((r) => r.post._id),
    };
    for (const [list, ids] of Object.entries(lists)) {
      expect({ list, current: ids.includes(currentId) }).toEqual({ list, current: true });
      expect({ list, past: ids.includes(pastId) }).toEqual({ list, past: false });
    }
  });

  it('refuses applications, while the post still reads with applications closed', async () => {
    const apply = await member.gql(APPLY, { postId: pastId });
    expect([apply.code, apply.message]).toEqual([
      'CONFLICT',
      'Applications for this post closed at its deadline.',
    ]);
    const { data } = await member.gql(READ, { postId: pastId });
    expect(data.loadPostById).toMatchObject({ status: 'open', accepting_applications: false });
  });

  it('lets the owner edit the post with the deadline unchanged, or move it ahead', async () => {
    const { data } = await owner.gql(READ, { postId: pastId });
    const same = await owner.gql(UPDATE, {
      postId: pastId,
      input: { title: 'Wombat past, renamed', apply_by: data.loadPostById.apply_by },
    });
    expect(same.errors).toBeUndefined();
    const stillPast = await owner.gql(UPDATE, {
      postId: pastId,
      input: { title: 'Wombat past', apply_by: inHours(-2).toISOString() },
    });
    expect(stillPast.message).toBe(DEADLINE_PASSED_MESSAGE);
  });

  it('asks for a new deadline before recruitment reopens', async () => {
    const closed = await buildPost(app.db, {
      posted_by: owner.user.id,
      status: 'closed',
      apply_by: inHours(-1),
    });
    const reopen = await owner.gql(REOPEN, { postId: closed.id });
    expect(reopen.code).toBe('CONFLICT');
    const [row] = await app.db.select().from(posts).where(eq(posts.id, closed.id));
    expect(row!.status).toBe('closed');
  });
});
