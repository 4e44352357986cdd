import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildMember, type Member } from '../../../test/members.js';
import { countStatements } from '../../../test/statements.js';
import { posts, userSkills } from '../../db/schema/index.js';

// What an apply costs in SQL statements (BEGIN and COMMIT counted, as each is a round trip), by
// what the client selects: the mutation writes the same rows whatever it is asked, and only the
// selected fields add reads (docs/decisions/0026).

const APPLY = (selection: string) => `mutation Apply($postId: ID!) {
  applyToPost(postId: $postId) { ${selection} } }`;
const MINIMAL = '_id status';
const FULL = `_id post_id applicant_id message status created_at updated_at first_name last_name
  photo location_id title bio is_connection chat_id
  top_skills { _id skill_name proficiency_level is_top order }
  post { _id title applications_count is_applied is_saved is_connection chat_id
    my_application { _id status } }`;
const APPLICANTS = `query Applicants($postId: ID!, $limit: Int, $order: ApplicantOrder) {
  loadApplicationsByPostId(postId: $postId, limit: $limit, order: $order) {
    _id applicant_id status first_name last_name photo title bio is_connection chat_id
    skill_match { matched wanted } top_skills { skill_name } post { _id title } } }`;
const APPLICANTS_AS_THE_WEB = `query Applicants($postId: ID!, $limit: Int) {
  loadApplicationsByPostId(postId: $postId, limit: $limit) {
    _id applicant_id message status created_at first_name last_name photo title location_id
    is_connection chat_id } }`;
const LOAD_POSTS = `query LoadPosts($limit: Int) { loadPosts(limit: $limit) {
  _id title first_name is_saved is_applied is_connection chat_id my_application { _id status } } }`;

let app: TestApp;
let owner: Member;

async function newPost(title = 'Statement counting') {
  const [post] = await app.db
    .insert(posts)
    .values({ posted_by: owner.user.id, title })
    .returning({ id: posts.id });
  return post!.id;
}

async function applicant(): Promise<Member> {
  const member = await buildMember(app, { first_name: 'Ann', title: 'Engineer' });
  await app.db
    .insert(userSkills)
    .values({ user_id: member.user.id, skill_name: 'Rust', is_top: true, order: 0 });
  return member;
}

/**
 * Statements of one operation. The member's token is used once before, so its bearer check is
 * kept (modules/auth/session-cache.ts) and the count is the operation's alone.
 */
async function statementsOf(member: Member, query: string, variables: Record<string, unknown>) {
  await member.gql('{ __typename }');
  const { result, statements } = await countStatements(app.db, () => member.gql(query, variables), {
    transactions: true,
  });
  expect(result.errors).toBeUndefined();
  return statements;
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await buildMember(app, { first_name: 'Olga' });
});
afterAll(() => app.stop());

describe('SQL statements per operation', () => {
  it('applyToPost pays only for what the client selects', async () => {
    const minimal = await statementsOf(await applicant(), APPLY(MINIMAL), {
      postId: await newPost(),
    });
    // BEGIN, the post (visible to the viewer, locked), the squad's members
    // (a seat for it, or the waitlist), the upsert, applications_count + 1, the owner's
    // activity item, COMMIT. Nothing is read back: the answer is the written row.
    expect(minimal).toBe(7);
    const full = await statementsOf(await applicant(), APPLY(FULL), { postId: await newPost() });
    // + the applicant's card, their skills, the post with the viewer's flags, and the viewer's
    // connection to its creator (the applicant's connection to themself needs no query).
    expect(full).toBe(11);
  });

  it('loadApplicationsByPostId costs the same for 4 and for 40 applicants', async () => {
    const counts: number[] = [];
    const webCounts: number[] = [];
    for (const size of [4, 40]) {
      const postId = await newPost();
      for (let i = 0; i < size; i += 1) await (await applicant()).gql(APPLY(MINIMAL), { postId });
      counts.push(await statementsOf(owner, APPLICANTS, { postId, limit: 50 }));
      counts.push(
        await statementsOf(owner, APPLICANTS, { postId, limit: 50, order: 'BEST_MATCH' }),
      );
      webCounts.push(await statementsOf(owner, APPLICANTS_AS_THE_WEB, { postId, limit: 50 }));
    }
    // The post (visible, the owner's), the page with the applicants' cards
    // and skill matches (in status groups, newest or best match first), then one batch each:
    // connections, skills, the post with the viewer's flags.
    expect(counts).toEqual([5, 5, 5, 5]);
    // The web's list selects neither skills nor the post.
    expect(webCounts).toEqual([3, 3]);
  });

  it('loadPosts costs the same for a page of 4 and of 50', async () => {
    for (let i = 0; i < 50; i += 1) await newPost(`Post ${i}`);
    const viewer = await applicant();
    const counts: number[] = [];
    for (const limit of [4, 50]) counts.push(await statementsOf(viewer, LOAD_POSTS, { limit }));
    // The page (with the viewer's saves and applications), the connections.
    expect(counts).toEqual([2, 2]);
  });
});
