// Input the validation let through reached the database and answered
// INTERNAL_SERVER_ERROR (500 on REST). Each example from the finding, as a member would send it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, posts, users } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './app.js';
import { http } from './auth.js';
import { buildMember, type GqlResult, type Member } from './members.js';

const CREATE_POST = `mutation($input: PostInput!) { createPost(input: $input) { _id title } }`;
const UPDATE_USER = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { _id first_name } }`;
const SEARCH_PROJECTS = `query($search: String!) { searchProjects(search: $search) { _id } }`;
const SEARCH_PEOPLE = `query($search: String!) { searchPeople(search: $search) { _id } }`;
const CREATE_EXPERIENCE = `mutation($input: ExperienceInput!) { createExperience(input: $input) { _id } }`;
const CREATE_SKILL = `mutation($input: UserSkillInput!) { createUserSkill(input: $input) { _id years_experience } }`;
const SEND_REQUEST = `mutation($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }`;
const BLOCK = `mutation($id: ID!) { blockUser(addresseeUserId: $id) { _id } }`;
const FILTER_POSTS = `query($filter: ProjectFilterInput!) { loadPostByFilter(filter: $filter) { _id } }`;

const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';

let app: TestApp;
let member: Member;

beforeAll(async () => {
  app = await startTestApp();
  member = await buildMember(app);
});
afterAll(() => app.stop());

/** A refusal the member can read: BAD_USER_INPUT, never a 500. */
function expectBadInput(res: GqlResult<unknown>) {
  expect(res.status).toBeLessThan(500);
  expect(res.code).toBe('BAD_USER_INPUT');
}

const postInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'A project',
  description: 'Building things',
  tech_stack: ['TypeScript'],
  ...overrides,
});

describe('text with characters the database cannot store', () => {
  it('refuses a NUL in a post title with a message naming the field', async () => {
    const res = await member.gql(CREATE_POST, { input: postInput({ title: `Hi${NUL}there` }) });
    expectBadInput(res);
    expect(res.message).toMatch(/Title/);
  });

  it('refuses a NUL in a name', async () => {
    expectBadInput(await member.gql(UPDATE_USER, { input: { first_name: `A${NUL}` } }));
    expectBadInput(await member.gql(UPDATE_USER, { input: { last_name: `B${NUL}` } }));
  });

  it('refuses a NUL in a search', async () => {
    expectBadInput(await member.gql(SEARCH_PROJECTS, { search: `x${NUL}` }));
    expectBadInput(await member.gql(SEARCH_PEOPLE, { search: `x${NUL}` }));
  });

  it('refuses an unpaired surrogate in a link', async () => {
    const links = [{ name: 'Site', url: `https://example.com/${LONE_SURROGATE}` }];
    const res = await member.gql(UPDATE_USER, { input: { links } });
    expectBadInput(res);
    expect(res.message).toMatch(/Link URL/);
  });

  it('refuses other control characters but keeps tabs and new lines', async () => {
    expectBadInput(await member.gql(CREATE_POST, { input: postInput({ title: 'a\u0007b' }) }));
    const ok = await member.gql(CREATE_POST, {
      input: postInput({ description: 'line one\r\nline two\tend' }),
    });
    expect(ok.errors).toBeUndefined();
  });
});

describe('C1 controls and text-direction controls (docs/decisions/0036)', () => {
  it('refuses them in a name or a title with a message naming the field; nothing changes', async () => {
    const ada = await buildMember(app, { first_name: 'Ada' });
    const before = await app.db.select().from(users).where(eq(users.id, ada.user.id));
    const rlo = await ada.gql(UPDATE_USER, { input: { first_name: 'Ada\u202Efdp.exe' } });
    expectBadInput(rlo);
    expect(rlo.message).toBe(
      'first_name: First name contains a hidden text-direction character (U+202A-U+202E or U+2066-U+2069), which is not allowed here.',
    );
    const csi = await ada.gql(UPDATE_USER, { input: { last_name: 'Love\u009B31mlace' } });
    expectBadInput(csi);
    expect(csi.message).toMatch(/^last_name: Last name contains a character that is not allowed/);
    expect(await app.db.select().from(users).where(eq(users.id, ada.user.id))).toEqual(before);

    const isolate = await ada.gql(CREATE_POST, { input: postInput({ title: 'Join\u2067 us' }) });
    expectBadInput(isolate);
    expect(isolate.message).toMatch(/^title: Title contains a hidden text-direction character/);
    expect(await app.db.select().from(posts).where(eq(posts.posted_by, ada.user.id))).toEqual([]);
  });

  it('keeps direction controls in multi-line text (a right-to-left description)', async () => {
    const description = 'مشروع \u2066Squadup\u2069 مفتوح';
    const res = await member.gql<{ createPost: { _id: string } }>(CREATE_POST, {
      input: postInput({ description }),
    });
    expect(res.errors).toBeUndefined();
    const [row] = await app.db.select().from(posts).where(eq(posts.id, res.data.createPost._id));
    expect(row!.description).toBe(description);
  });
});

describe('dates and numbers out of range', () => {
  it('refuses a year-0000 date', async () => {
    const input = { company_name: 'Acme', position: 'Dev', start_date: '0000-01-01' };
    const res = await member.gql(CREATE_EXPERIENCE, { input });
    expectBadInput(res);
    expect(res.message).toMatch(/Start date/);
  });

  it('refuses years_experience of 1e39', async () => {
    const input = { skill_name: 'Go', proficiency_level: 'expert', years_experience: 1e39 };
    expectBadInput(await member.gql(CREATE_SKILL, { input }));
  });

  it('does not send years_experience of 5e-324 to the database as is', async () => {
    const input = { skill_name: 'Rust', proficiency_level: 'expert', years_experience: 5e-324 };
    const res = await member.gql<{ createUserSkill: { years_experience: number } }>(CREATE_SKILL, {
      input,
    });
    expect(res.status).toBeLessThan(500);
    expect(res.code === undefined || res.code === 'BAD_USER_INPUT').toBe(true);
    if (!res.errors) expect(res.data.createUserSkill.years_experience).toBe(0);
  });
});

describe('ids in upper case', () => {
  it('refuses one’s own id in upper case to sendFriendReq, as in lower case', async () => {
    const res = await member.gql(SEND_REQUEST, { id: member.user.id.toUpperCase() });
    expectBadInput(res);
  });

  it('refuses one’s own id in upper case to blockUser, and stores nothing', async () => {
    const res = await member.gql(BLOCK, { id: member.user.id.toUpperCase() });
    expectBadInput(res);
    const rows = await app.db
      .select()
      .from(connections)
      .where(eq(connections.requester_user_id, member.user.id));
    expect(rows).toEqual([]);
  });

  it('treats another member’s id in upper case as that member', async () => {
    const other = await buildMember(app);
    const res = await member.gql<{ sendFriendReq: { _id: string } }>(SEND_REQUEST, {
      id: other.user.id.toUpperCase(),
    });
    expect(res.errors).toBeUndefined();
    const again = await member.gql(SEND_REQUEST, { id: other.user.id });
    expect(again.code).toBe('CONFLICT');
  });
});

describe('huge lists of the wrong type', () => {
  it('answers a 5,000-item list of the wrong type with BAD_USER_INPUT', async () => {
    const filter = { tech_stack: Array.from({ length: 5000 }, () => ({ not: 'a string' })) };
    expectBadInput(await member.gql(FILTER_POSTS, { filter }));
  });

  it('answers a 5,000-item list of numbers with BAD_USER_INPUT', async () => {
    const input = postInput({ tech_stack: Array.from({ length: 5000 }, (_, i) => i) });
    expectBadInput(await member.gql(CREATE_POST, { input }));
  });
});

describe('badly percent-encoded paths', () => {
  it('answers /uploads/%E0%A4%A with 400', async () => {
    const res = await http(app).get('/uploads/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('answers /v1/auth/reset-password/%ZZ/t with 400', async () => {
    const res = await http(app)
      .post('/v1/auth/reset-password/%ZZ/t')
      .set('Content-Type', 'application/json')
      .send({ password: 'purple-otter-quietly-42' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('graphql-js coercion errors', () => {
  it('codes the error that ends variable coercion after too many errors', async () => {
    const filter = { tech_stack: Array.from({ length: 5000 }, () => null) };
    const res = await member.gql(FILTER_POSTS, { filter });
    expect(res.status).toBe(400);
    expect(res.errors?.map((e) => e.extensions?.code)).not.toContain('INTERNAL_SERVER_ERROR');
    expect(res.errors?.at(-1)).toMatchObject({
      message: 'Too many invalid values in the variables.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
