import { sql } from 'drizzle-orm';
import { QUOTAS } from '@squadup/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildPost } from '../../../test/factories.js';
import { buildMember, gqlAs, type Member } from '../../../test/members.js';
import { countStatements } from '../../../test/statements.js';
import { selectRows } from '../../db/raw.js';
import { posts, userSkills } from '../../db/schema/index.js';

export const POST_FIELDS = `_id title description posted_by first_name last_name photo tech_stack
  work_mode experience_level location_id status views_count applications_count is_saved is_applied
  created_at updated_at is_connection chat_id requirements { desired_skills desired_roles }
  project_phase project_type`;

const CREATE = `mutation Create($input: PostInput!) { createPost(input: $input) { ${POST_FIELDS} } }`;
const UPDATE = `mutation Update($postId: ID!, $input: PostInput!) {
  updatePost(postId: $postId, input: $input) { ${POST_FIELDS} } }`;
const BY_ID = `query ById($postId: ID!) { loadPostById(postId: $postId) { ${POST_FIELDS} } }`;
const CLOSE = `mutation Close($postId: ID!) { closePost(postId: $postId) { _id status } }`;
const OPEN = `mutation Open($postId: ID!) { openPost(postId: $postId) { _id status } }`;
const DELETE = `mutation Delete($postId: ID!) { deletePost(postId: $postId) }`;
const VIEW = `mutation View($postId: ID!) { incrementPostView(postId: $postId) { _id views_count } }`;
const SAVE = `mutation Save($postId: ID!) { savePost(postId: $postId) { _id is_saved } }`;
const UNSAVE = `mutation Unsave($postId: ID!) { unsavePost(postId: $postId) { _id is_saved } }`;
const SAVED = `query Saved($page: Int, $limit: Int) { getSavedPosts(page: $page, limit: $limit) { _id } }`;
const BY_USER = `query ByUser($userId: ID!, $page: Int, $limit: Int) {
  loadPostsByUserId(userId: $userId, page: $page, limit: $limit) { _id status } }`;
const LIST = `query List($page: Int, $limit: Int) { loadPosts(page: $page, limit: $limit) { _id } }`;
const FILTER = `query Filter($filter: ProjectFilterInput!, $page: Int, $limit: Int) {
  loadPostByFilter(filter: $filter, page: $page, limit: $limit) { ${POST_FIELDS} } }`;
const SEARCH = `query Search($search: String!, $page: Int, $limit: Int) {
  searchProjects(search: $search, page: $page, limit: $limit) { _id title } }`;
const RECOMMEND = `query Rec($page: Int, $limit: Int) {
  loadByRecommendation(page: $page, limit: $limit) { post { _id title created_at } matched_skills } }`;

type PostView = Record<string, unknown> & { _id: string; status: string };

const validInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Realtime chess trainer',
  description: 'A web app that drills openings.',
  requirements: { desired_skills: ['React'], desired_roles: ['Frontend'] },
  tech_stack: ['React', 'Node.js'],
  project_phase: 'Development',
  project_type: 'Personal Project',
  work_mode: 'remote',
  experience_level: 'beginner',
  location_id: 'Berlin',
  ...overrides,
});

let app: TestApp;
let ada: Member;
let bob: Member;

async function createPost(member: Member, overrides: Record<string, unknown> = {}) {
  const res = await member.gql<{ createPost: PostView }>(CREATE, { input: validInput(overrides) });
  expect(res.errors).toBeUndefined();
  return res.data.createPost;
}

beforeAll(async () => {
  app = await startTestApp();
  ada = await buildMember(app, { first_name: 'Ada', last_name: 'Lovelace', photo: 'a.png' });
  bob = await buildMember(app, { first_name: 'Bob' });
});
afterAll(() => app.stop());

describe('createPost and loadPostById', () => {
  it('creates an open post owned by the viewer with every field, and shows its detail', async () => {
    const post = await createPost(ada, { work_mode: 'In Person', experience_level: 'Any' });
    expect(post).toMatchObject({
      title: 'Realtime chess trainer',
      posted_by: ada.user.id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      photo: 'a.png',
      status: 'open',
      work_mode: 'in person',
      experience_level: 'any',
      views_count: 0,
      applications_count: 0,
      is_saved: false,
      is_applied: null,
      is_connection: 'none',
      chat_id: null,
      requirements: { desired_skills: ['React'], desired_roles: ['Frontend'] },
      project_phase: 'Development',
      project_type: 'Personal Project',
    });
    const seen = await bob.gql<{ loadPostById: PostView }>(BY_ID, { postId: post._id });
    expect(seen.data.loadPostById).toEqual({ ...post });
  });

  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    for (const postId of ['01890a5d-ac96-774b-bcce-b302099a8057', 'nope']) {
      const res = await ada.gql(BY_ID, { postId });
      expect(res.code).toBe('NOT_FOUND');
      expect(res.message).toBe('Post not found.');
    }
  });

  const s = (n: number, c = 'x') => c.repeat(n);
  const tags = (n: number, prefix = 't') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
  it.each([
    ['title 100', { title: s(100) }, true],
    ['title 101', { title: s(101) }, false],
    ['blank title', { title: '   ' }, false],
    ['description 500', { description: s(500) }, true],
    ['description 501', { description: s(501) }, false],
    ['8 skills', { requirements: { desired_skills: tags(8), desired_roles: [] } }, true],
    ['9 skills', { requirements: { desired_skills: tags(9), desired_roles: [] } }, false],
    ['skill of 30', { requirements: { desired_skills: [s(30)], desired_roles: [] } }, true],
    ['skill of 31', { requirements: { desired_skills: [s(31)], desired_roles: [] } }, false],
    ['4 roles', { requirements: { desired_skills: [], desired_roles: tags(4) } }, true],
    ['5 roles', { requirements: { desired_skills: [], desired_roles: tags(5) } }, false],
    ['role of 40', { requirements: { desired_skills: [], desired_roles: [s(40)] } }, true],
    ['role of 41', { requirements: { desired_skills: [], desired_roles: [s(41)] } }, false],
    ['8 tech', { tech_stack: tags(8) }, true],
    ['9 tech', { tech_stack: tags(9) }, false],
    ['tech of 30', { tech_stack: [s(30)] }, true],
    ['tech of 31', { tech_stack: [s(31)] }, false],
    ['location 50', { location_id: s(50) }, true],
    ['location 51', { location_id: s(51) }, false],
    ['duplicate tech after trimming', { tech_stack: ['React', ' react '] }, false],
    [
      'duplicate skills',
      { requirements: { desired_skills: ['Go', 'go'], desired_roles: [] } },
      false,
    ],
    ['unknown work mode', { work_mode: 'on the moon' }, false],
    ['unknown project type', { project_type: 'Heist' }, false],
  ])('create and update: %s', async (_label, overrides, ok) => {
    // A new author each case: the cases together create more posts than a member may a day.
    const author = await buildMember(app);
    const created = await author.gql<{ createPost: PostView }>(CREATE, {
      input: validInput(overrides),
    });
    const existing = await buildPost(app.db, {
      posted_by: author.user.id,
      title: 'Realtime chess trainer',
    });
    const updated = await author.gql(UPDATE, {
      postId: existing.id,
      input: validInput(overrides),
    });
    for (const res of [created, updated]) {
      if (ok) expect(res.errors).toBeUndefined();
      else {
        expect(res.code).toBe('BAD_USER_INPUT');
        expect(res.message).toMatch(
          /^(title|description|requirements|tech_stack|location_id|work_mode|project_type)/,
        );
      }
    }
    if (!ok) {
      const unchanged = await author.gql<{ loadPostById: PostView }>(BY_ID, {
        postId: existing.id,
      });
      expect(unchanged.data.loadPostById.title).toBe('Realtime chess trainer');
    }
  });

  it('quotes the schema’s message', async () => {
    const res = await ada.gql(CREATE, { input: validInput({ title: 'x'.repeat(101) }) });
    expect(res.message).toBe('title: Title must be at most 100 characters.');
  });
});

describe('the daily post quota (finding 9)', () => {
  it(`creates ${QUOTAS.postsPerDay} posts in 24 hours, then TOO_MANY_REQUESTS; older posts do not count`, async () => {
    const cleo = await buildMember(app);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await app.db.insert(posts).values(
      Array.from({ length: QUOTAS.postsPerDay }, (_, i) => ({
        posted_by: cleo.user.id,
        title: `Old ${i}`,
        created_at: hoursAgo(25),
      })),
    );
    for (let i = 0; i < QUOTAS.postsPerDay; i += 1) await createPost(cleo, { title: `New ${i}` });
    const refused = await cleo.gql(CREATE, { input: validInput({ title: 'One too many' }) });
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toBe(
      `You can create ${QUOTAS.postsPerDay} posts a day. Try again in 24 hours.`,
    );
    const [{ count }] = await selectRows<{ count: number }>(
      app.db,
      sql`select count(*)::int as count from posts where posted_by = ${cleo.user.id}`,
    ).then((rows) => rows as [{ count: number }]);
    expect(count).toBe(2 * QUOTAS.postsPerDay);
  });

  it('says when the oldest post of the day leaves the window', async () => {
    const dora = await buildMember(app);
    await app.db.insert(posts).values(
      Array.from({ length: QUOTAS.postsPerDay }, (_, i) => ({
        posted_by: dora.user.id,
        title: `Post ${i}`,
        created_at: new Date(Date.now() - (23 * 60 + 50 - i) * 60_000),
      })),
    );
    const refused = await dora.gql(CREATE, { input: validInput() });
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toMatch(/Try again in 10 minutes\.$/);
  });
});

describe('owner-only changes (IDOR)', () => {
  it('lets the owner update, close, open and delete; deletePost returns the id', async () => {
    const post = await buildPost(app.db, { posted_by: ada.user.id });
    const updated = await ada.gql<{ updatePost: PostView }>(UPDATE, {
      postId: post.id,
      input: validInput({ title: 'Renamed', tech_stack: [] }),
    });
    expect(updated.data.updatePost).toMatchObject({ title: 'Renamed', tech_stack: [] });
    expect((await ada.gql(CLOSE, { postId: post.id })).data).toEqual({
      closePost: { _id: post.id, status: 'closed' },
    });
    expect((await ada.gql(OPEN, { postId: post.id })).data).toEqual({
      openPost: { _id: post.id, status: 'open' },
    });
    expect((await ada.gql(DELETE, { postId: post.id })).data).toEqual({ deletePost: post.id });
    expect((await ada.gql(BY_ID, { postId: post.id })).code).toBe('NOT_FOUND');
  });

  it('refuses another member with FORBIDDEN and changes nothing', async () => {
    const post = await buildPost(app.db, { posted_by: ada.user.id });
    for (const [query, extra] of [
      [UPDATE, { input: validInput({ title: 'Hijacked' }) }],
      [CLOSE, {}],
      [OPEN, {}],
      [DELETE, {}],
    ] as const) {
      const res = await bob.gql(query, { postId: post.id, ...extra });
      expect(res.code, query).toBe('FORBIDDEN');
    }
    const after = await ada.gql<{ loadPostById: PostView }>(BY_ID, { postId: post.id });
    expect(after.data.loadPostById).toMatchObject({ title: post.title, status: 'open' });
  });

  it('answers NOT_FOUND for a missing post', async () => {
    const postId = '01890a5d-ac96-774b-bcce-b302099a8057';
    for (const query of [CLOSE, OPEN, DELETE, VIEW, SAVE, UNSAVE])
      expect((await ada.gql(query, { postId })).code, query).toBe('NOT_FOUND');
  });
});

describe('loadPostsByUserId', () => {
  it('shows the owner open and closed posts, others only open ones, newest first', async () => {
    const carol = await buildMember(app);
    const first = await buildPost(app.db, { posted_by: carol.user.id });
    const second = await buildPost(app.db, { posted_by: carol.user.id });
    await carol.gql(CLOSE, { postId: second.id });
    const own = await carol.gql<{ loadPostsByUserId: PostView[] }>(BY_USER, {
      userId: carol.user.id,
    });
    expect(own.data.loadPostsByUserId).toEqual([
      { _id: second.id, status: 'closed' },
      { _id: first.id, status: 'open' },
    ]);
    const other = await bob.gql<{ loadPostsByUserId: PostView[] }>(BY_USER, {
      userId: carol.user.id,
    });
    expect(other.data.loadPostsByUserId).toEqual([{ _id: first.id, status: 'open' }]);
    const paged = await carol.gql<{ loadPostsByUserId: PostView[] }>(BY_USER, {
      userId: carol.user.id,
      page: 2,
      limit: 1,
    });
    expect(paged.data.loadPostsByUserId).toEqual([{ _id: first.id, status: 'open' }]);
  });
});

describe('views and saves', () => {
  it('counts a view once per member per UTC day, also when calls race; the owner’s own views do not count', async () => {
    const post = await buildPost(app.db, { posted_by: ada.user.id });
    const viewsBy = async (member: Member) =>
      (await member.gql<{ incrementPostView: PostView }>(VIEW, { postId: post.id })).data
        .incrementPostView.views_count;
    for (let i = 1; i <= 3; i += 1) expect(await viewsBy(bob)).toBe(1);
    await Promise.all(Array.from({ length: 10 }, () => bob.gql(VIEW, { postId: post.id })));
    expect(await viewsBy(await buildMember(app))).toBe(2);
    expect(await viewsBy(ada)).toBe(2);
    const after = await bob.gql<{ loadPostById: PostView }>(BY_ID, { postId: post.id });
    expect(after.data.loadPostById.views_count).toBe(2);

    // The next UTC day Bob's view counts again: his row for today is moved back a day.
    await app.db.execute(
      sql`update post_views set day = day - 1 where post_id = ${post.id} and user_id = ${bob.user.id}`,
    );
    expect(await viewsBy(bob)).toBe(3);
    const [{ rows }] = await selectRows<{ rows: number }>(
      app.db,
      sql`select count(*)::int as rows from post_views where post_id = ${post.id}`,
    ).then((found) => found as [{ rows: number }]);
    expect(rows).toBe(3);
  });

  it('saves and unsaves idempotently; getSavedPosts lists the latest save first', async () => {
    const dora = await buildMember(app);
    const one = await buildPost(app.db, { posted_by: ada.user.id });
    const two = await buildPost(app.db, { posted_by: ada.user.id });
    for (let i = 0; i < 2; i += 1) {
      expect((await dora.gql(SAVE, { postId: one.id })).data).toEqual({
        savePost: { _id: one.id, is_saved: true },
      });
    }
    await dora.gql(SAVE, { postId: two.id });
    expect((await dora.gql(SAVED)).data).toEqual({
      getSavedPosts: [{ _id: two.id }, { _id: one.id }],
    });
    const [{ saves }] = await selectRows<{ saves: number }>(
      app.db,
      sql`select count(*)::int as saves from saved_posts where user_id = ${dora.user.id}`,
    ).then((rows) => rows as [{ saves: number }]);
    expect(saves).toBe(2);
    // Another member's saves are theirs alone.
    expect(
      (await bob.gql<{ loadPostById: PostView }>(BY_ID, { postId: one.id })).data.loadPostById
        .is_saved,
    ).toBe(false);
    for (let i = 0; i < 2; i += 1) {
      expect((await dora.gql(UNSAVE, { postId: one.id })).data).toEqual({
        unsavePost: { _id: one.id, is_saved: false },
      });
    }
    expect((await dora.gql(SAVED)).data).toEqual({ getSavedPosts: [{ _id: two.id }] });
  });
});

// loadPostById is public (test/public-reads.test.ts); every other post operation needs a member.
describe('requires sign-in', () => {
  it.each([
    [LIST, {}],
    [FILTER, { filter: {} }],
    [SEARCH, { search: 'react' }],
    [RECOMMEND, {}],
    [SAVED, {}],
    [BY_USER, { userId: 'x' }],
    [CREATE, { input: validInput() }],
    [UPDATE, { postId: 'x', input: validInput() }],
    [DELETE, { postId: 'x' }],
    [CLOSE, { postId: 'x' }],
    [OPEN, { postId: 'x' }],
    [VIEW, { postId: 'x' }],
    [SAVE, { postId: 'x' }],
    [UNSAVE, { postId: 'x' }],
  ])('%s', async (query, variables) => {
    const res = await gqlAs(app, undefined, query, variables);
    expect(res.code).toBe('UNAUTHENTICATED');
  });
});

describe('lists: filters, search, recommendation, paging', () => {
  let lister: Member;
  let seeded: Record<string, string>;
  let seededApp: TestApp;

  beforeAll(async () => {
    // A separate app, so the set of open posts is exactly the one seeded here.
    seededApp = await startTestApp();
    lister = await buildMember(seededApp);
    const owner = await buildMember(seededApp);
    const make = async (key: string, overrides: Record<string, unknown>) => {
      const res = await owner.gql<{ createPost: PostView }>(CREATE, {
        input: validInput(overrides),
      });
      expect(res.errors).toBeUndefined();
      return [key, res.data.createPost._id] as const;
    };
    const entries = [];
    // Created in this order, so newest first is the reverse.
    entries.push(
      await make('reactRemote', {
        title: 'Budget tracker',
        tech_stack: ['React', 'Node.js'],
        requirements: { desired_skills: ['CSS'], desired_roles: ['Frontend'] },
        work_mode: 'remote',
        experience_level: 'beginner',
        project_type: 'Startup',
      }),
    );
    entries.push(
      await make('pythonHybrid', {
        title: 'Crop disease detector',
        description: 'Machine learning on the phone for farmers.',
        tech_stack: ['Python', 'TensorFlow'],
        requirements: { desired_skills: ['Mobile Development'], desired_roles: ['Backend'] },
        work_mode: 'hybrid',
        experience_level: 'advanced',
        project_type: 'Hackathon',
      }),
    );
    entries.push(
      await make('goInPerson', {
        title: 'Postgres job queue',
        description: 'A tiny queue with SKIP LOCKED.',
        tech_stack: ['Go', 'PostgreSQL'],
        requirements: { desired_skills: ['SQL'], desired_roles: ['Backend', 'QA'] },
        work_mode: 'in person',
        experience_level: 'intermediate',
        project_type: 'Open Source',
      }),
    );
    entries.push(
      await make('reactClosed', {
        title: 'Closed React thing',
        tech_stack: ['react'],
        work_mode: 'remote',
        project_type: 'Startup',
      }),
    );
    seeded = Object.fromEntries(entries);
    await owner.gql(CLOSE, { postId: seeded.reactClosed });
  });
  afterAll(() => seededApp.stop());

  const ids = (list: { _id: string }[]) => list.map((p) => p._id);
  const filter = async (f: Record<string, string[]>) =>
    ids(
      (await lister.gql<{ loadPostByFilter: PostView[] }>(FILTER, { filter: f, limit: 50 })).data
        .loadPostByFilter,
    );

  it('filters case-insensitively, OR inside a list, AND across lists, open posts only, newest first', async () => {
    const { reactRemote, pythonHybrid, goInPerson } = seeded;
    expect(await filter({})).toEqual([goInPerson, pythonHybrid, reactRemote]);
    expect(await filter({ tech_stack: ['REACT'] })).toEqual([reactRemote]);
    expect(await filter({ tech_stack: ['react', 'go'] })).toEqual([goInPerson, reactRemote]);
    expect(await filter({ desired_roles: ['backend'] })).toEqual([goInPerson, pythonHybrid]);
    expect(await filter({ desired_roles: ['backend'], work_mode: ['Hybrid'] })).toEqual([
      pythonHybrid,
    ]);
    expect(await filter({ work_mode: ['IN PERSON', 'remote'] })).toEqual([goInPerson, reactRemote]);
    expect(await filter({ experience_level: ['intermediate'] })).toEqual([goInPerson]);
    expect(await filter({ project_type: ['startup'] })).toEqual([reactRemote]);
    expect(await filter({ tech_stack: ['react'], desired_roles: ['qa'] })).toEqual([]);
    expect(await filter({ tech_stack: ['  ', 'React', 'react'] })).toEqual([reactRemote]);
  });

  it('refuses an unknown work mode in a filter', async () => {
    const res = await lister.gql(FILTER, { filter: { work_mode: ['flying'] } });
    expect(res.code).toBe('BAD_USER_INPUT');
  });

  const search = async (text: string) =>
    ids(
      (await lister.gql<{ searchProjects: PostView[] }>(SEARCH, { search: text, limit: 50 })).data
        .searchProjects,
    );

  it('searches title, description, tech, skills and roles of open posts, by prefix', async () => {
    const { reactRemote, pythonHybrid, goInPerson } = seeded;
    expect(await search('react')).toEqual([reactRemote]);
    expect(await search('Reac')).toEqual([reactRemote]);
    expect(await search('farmers')).toEqual([pythonHybrid]);
    expect(await search('machine learning')).toEqual([pythonHybrid]);
    expect(await search('mobile')).toEqual([pythonHybrid]);
    expect(await search('backend')).toEqual([goInPerson, pythonHybrid]);
    expect(await search('postgres')).toEqual([goInPerson]);
    expect(await search('queue')).toEqual([goInPerson]);
    expect(await search('node.js')).toEqual([reactRemote]);
    expect(await search('kubernetes')).toEqual([]);
  });

  it('ranks title matches above description matches', async () => {
    const { goInPerson, pythonHybrid } = seeded;
    // "detector" is in one title; "job" in another title; "phone" only in a description.
    expect(await search('detector')).toEqual([pythonHybrid]);
    expect(await search('job')).toEqual([goInPerson]);
  });

  it('answers an empty list for very short or symbol-only input, and never an error', async () => {
    for (const text of ['', ' ', 'r', '!!', '&|!():*', "'", '%%%', '\\']) {
      const res = await lister.gql<{ searchProjects: PostView[] }>(SEARCH, { search: text });
      expect(res.errors, text).toBeUndefined();
      expect(res.data.searchProjects, text).toEqual([]);
    }
    for (const text of ["react's & (", 'c++ | go', 'the', 'react:*']) {
      const res = await lister.gql(SEARCH, { search: text });
      expect(res.errors, text).toBeUndefined();
    }
  });

  it('recommends by skill overlap, then newest, with matched skills; pages are disjoint', async () => {
    const { reactRemote, pythonHybrid, goInPerson } = seeded;
    // No skills: newest open posts, nothing matched.
    const none = await lister.gql<{
      loadByRecommendation: { post: PostView; matched_skills: string[] }[];
    }>(RECOMMEND, { limit: 50 });
    expect(none.data.loadByRecommendation.map((r) => [r.post._id, r.matched_skills])).toEqual([
      [goInPerson, []],
      [pythonHybrid, []],
      [reactRemote, []],
    ]);
    await seededApp.db.insert(userSkills).values([
      { user_id: lister.user.id, skill_name: 'React', order: 0 },
      { user_id: lister.user.id, skill_name: 'css', order: 1 },
      { user_id: lister.user.id, skill_name: 'Python', order: 2 },
    ]);
    const pages = [];
    for (let page = 1; page <= 4; page += 1) {
      const res = await lister.gql<{
        loadByRecommendation: { post: PostView; matched_skills: string[] }[];
      }>(RECOMMEND, { page, limit: 1 });
      pages.push(res.data.loadByRecommendation.map((r) => [r.post._id, r.matched_skills]));
    }
    expect(pages).toEqual([
      [[reactRemote, ['React', 'css']]],
      [[pythonHybrid, ['Python']]],
      [[goInPerson, []]],
      [],
    ]);
    // The member's own post is never recommended to them, however well it matches.
    const own = await lister.gql<{ createPost: PostView }>(CREATE, {
      input: validInput({ tech_stack: ['React', 'Python', 'CSS'] }),
    });
    const withOwn = await lister.gql<{ loadByRecommendation: { post: PostView }[] }>(RECOMMEND, {
      limit: 50,
    });
    expect(withOwn.data.loadByRecommendation.map((r) => r.post._id)).toEqual([
      reactRemote,
      pythonHybrid,
      goInPerson,
    ]);
    await lister.gql(DELETE, { postId: own.data.createPost._id });
  });

  it('also matches the words of the member’s profile title', async () => {
    const { reactRemote, pythonHybrid, goInPerson } = seeded;
    const titled = await buildMember(seededApp, { title: 'Backend engineer' });
    const res = await titled.gql<{
      loadByRecommendation: { post: PostView; matched_skills: string[] }[];
    }>(RECOMMEND, { limit: 50 });
    expect(res.data.loadByRecommendation.map((r) => [r.post._id, r.matched_skills])).toEqual([
      [goInPerson, ['Backend']],
      [pythonHybrid, ['Backend']],
      [reactRemote, []],
    ]);
  });

  it('leaves out posts the member applied to (unless withdrawn)', async () => {
    const { reactRemote } = seeded;
    const applied = await lister.gql<{ applyToPost: { _id: string } }>(
      `mutation($p: ID!) { applyToPost(postId: $p) { _id } }`,
      { p: reactRemote },
    );
    const rec = async () =>
      (
        await lister.gql<{ loadByRecommendation: { post: PostView }[] }>(RECOMMEND, { limit: 50 })
      ).data.loadByRecommendation.map((r) => r.post._id);
    expect(await rec()).not.toContain(reactRemote);
    await lister.gql(`mutation($a: ID!) { cancelApplyToPost(applicationId: $a) { _id } }`, {
      a: applied.data.applyToPost._id,
    });
    expect((await rec())[0]).toBe(reactRemote);
  });

  it('caps limit at 50 and pages loadPosts newest first without overlap', async () => {
    const owner = await buildMember(seededApp);
    await seededApp.db.insert(posts).values(
      Array.from({ length: 55 }, (_, i) => ({
        posted_by: owner.user.id,
        title: `Bulk ${i}`,
        created_at: new Date(Date.UTC(2020, 0, 1, 0, i)),
      })),
    );
    const big = await lister.gql<{ loadPosts: PostView[] }>(LIST, { limit: 500 });
    expect(big.data.loadPosts).toHaveLength(50);
    const page1 = ids(
      (await lister.gql<{ loadPosts: PostView[] }>(LIST, { page: 1, limit: 30 })).data.loadPosts,
    );
    const page2 = ids(
      (await lister.gql<{ loadPosts: PostView[] }>(LIST, { page: 2, limit: 30 })).data.loadPosts,
    );
    expect(page1).toHaveLength(30);
    expect(page2).toHaveLength(28); // 3 seeded + 55 bulk open posts
    expect(new Set([...page1, ...page2]).size).toBe(58);
    const defaults = await lister.gql<{ loadPosts: PostView[] }>(LIST);
    expect(defaults.data.loadPosts).toHaveLength(4);
    const saved = await lister.gql<{ getSavedPosts: PostView[] }>(SAVED, { limit: 51 });
    expect(saved.errors).toBeUndefined();
    expect((await lister.gql(FILTER, { filter: {}, limit: 999 })).data).toMatchObject({
      loadPostByFilter: expect.any(Array),
    });
    expect(
      (await lister.gql<{ loadPostByFilter: PostView[] }>(FILTER, { filter: {}, limit: 999 })).data
        .loadPostByFilter.length,
    ).toBe(50);
  });

  it('runs the same small number of SQL statements for a page of 4 and of 50 (no N+1)', async () => {
    const counts = [];
    // The lister's bearer check is kept after this (modules/auth/session-cache.ts): the counts
    // below are the operation's own.
    await lister.gql('{ __typename }');
    for (const limit of [4, 50]) {
      const { result: res, statements } = await countStatements(
        seededApp.db,
        () => lister.gql<{ loadPostByFilter: PostView[] }>(FILTER, { filter: {}, limit }),
        { transactions: true },
      );
      expect(res.data.loadPostByFilter).toHaveLength(limit);
      counts.push(statements);
    }
    expect(counts[0]).toBe(counts[1]);
    // The page itself, in a transaction that asks for its generic plan (begin, set, the page,
    // commit: db/raw.ts selectWithGenericPlan); then one batched lookup of the viewer's
    // connections to the creators.
    expect(counts[0]).toBe(5);
  });
});

describe('detail: the viewer’s connection to the creator', () => {
  const SEND = `mutation Send($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }`;
  const ACCEPT = `mutation Accept($id: ID!) { acceptFriendReq(connectionId: $id) { chat_id } }`;

  it('is none, then pending, then accepted with the chat; one’s own post stays none', async () => {
    const [cara, dan] = [
      await buildMember(app, { first_name: 'Cara' }),
      await buildMember(app, { first_name: 'Dan' }),
    ];
    const { id: postId } = await buildPost(app.db, { posted_by: cara.user.id });
    const detail = async (member: Member) =>
      (await member.gql<{ loadPostById: PostView }>(BY_ID, { postId })).data.loadPostById;
    expect(await detail(dan)).toMatchObject({ is_connection: 'none', chat_id: null });
    const sent = await dan.gql<{ sendFriendReq: { _id: string } }>(SEND, { id: cara.user.id });
    expect(await detail(dan)).toMatchObject({ is_connection: 'pending', chat_id: null });
    const accepted = await cara.gql<{ acceptFriendReq: { chat_id: string } }>(ACCEPT, {
      id: sent.data.sendFriendReq._id,
    });
    expect(accepted.data.acceptFriendReq.chat_id).toEqual(expect.any(String));
    expect(await detail(dan)).toMatchObject({
      is_connection: 'accepted',
      chat_id: accepted.data.acceptFriendReq.chat_id,
    });
    expect(await detail(cara)).toMatchObject({ is_connection: 'none', chat_id: null });
  });

  it('is filled on every card of a list, per creator', async () => {
    const [eve, fay, gus] = [
      await buildMember(app, { first_name: 'Eve' }),
      await buildMember(app, { first_name: 'Fay' }),
      await buildMember(app, { first_name: 'Gus' }),
    ];
    const fromEve = [
      await buildPost(app.db, { posted_by: eve.user.id }),
      await buildPost(app.db, { posted_by: eve.user.id }),
    ];
    const fromFay = await buildPost(app.db, { posted_by: fay.user.id });
    const sent = await gus.gql<{ sendFriendReq: { _id: string } }>(SEND, { id: eve.user.id });
    const accepted = await eve.gql<{ acceptFriendReq: { chat_id: string } }>(ACCEPT, {
      id: sent.data.sendFriendReq._id,
    });
    const list = await gus.gql<{ loadPosts: { _id: string; is_connection: string }[] }>(
      `query { loadPosts(limit: 50) { _id is_connection chat_id } }`,
    );
    const byId = new Map(list.data.loadPosts.map((post) => [post._id, post]));
    for (const post of fromEve) {
      expect(byId.get(post.id)).toEqual({
        _id: post.id,
        is_connection: 'accepted',
        chat_id: accepted.data.acceptFriendReq.chat_id,
      });
    }
    expect(byId.get(fromFay.id)).toEqual({
      _id: fromFay.id,
      is_connection: 'none',
      chat_id: null,
    });
  });
});
