// "Download my data": GET /v1/account/export through the real app, and the list of the
// database's columns that reference members, held against what the export reads.
import { ACCOUNT_ROUTES, QUOTAS } from '@squadup/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { http } from '../../../test/auth.js';
import { buildMember, type Member } from '../../../test/members.js';
import { selectRows } from '../../db/raw.js';
import { sql } from 'drizzle-orm';
import { MEMBER_DATA, NOT_EXPORTED, type MemberDataExport } from './data-export.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const CREATE_POST = `mutation($title: String!) { createPost(input: { title: $title }) { _id } }`;
const APPLY = `mutation($postId: ID!) { applyToPost(postId: $postId) { _id } }`;
const SAVE = `mutation($postId: ID!) { savePost(postId: $postId) { _id } }`;
const SEND = `mutation($to: ID!) { sendFriendReq(addresseeUserId: $to) { _id } }`;
const ACCEPT = `mutation($id: ID!) { acceptFriendReq(connectionId: $id) { _id chat_id } }`;
const MESSAGE = `mutation($chatId: ID!, $content: String!) {
  sendMessage(chatId: $chatId, content: $content) { _id } }`;
const BLOCK = `mutation($to: ID!) { blockUser(addresseeUserId: $to) { _id } }`;

async function ok<T>(member: Member, query: string, variables: Record<string, unknown> = {}) {
  const res = await member.gql<T>(query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}

const download = (member: Member) =>
  http(app).get(ACCOUNT_ROUTES.dataExport).set('Authorization', `Bearer ${member.token}`);

describe('the data export', () => {
  it('reads every column that references members, or says why not', async () => {
    const columns = await selectRows<{ col: string }>(
      app.db,
      sql`select c.conrelid::regclass::text || '.' || a.attname as col
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = 'users'::regclass
        order by 1`,
    );
    const referencing = columns.map((row) => row.col);
    const exported = Object.entries(MEMBER_DATA)
      .filter(([table]) => table !== 'users')
      .flatMap(([table, { by }]) => by.map((column) => `${table}.${column}`));
    // A new table (or column) that references members must be exported or named in NOT_EXPORTED.
    expect(referencing.filter((col) => !exported.includes(col) && !(col in NOT_EXPORTED))).toEqual(
      [],
    );
    // And both lists name only real references.
    expect(
      [...exported, ...Object.keys(NOT_EXPORTED)].filter((col) => !referencing.includes(col)),
    ).toEqual([]);
  });

  it("holds the member's profile, posts, applications, saves, connections, messages and blocks, and nobody else's", async () => {
    const [ada, bob, cy] = [
      await buildMember(app, { first_name: 'Ada' }),
      await buildMember(app, { first_name: 'Bob' }),
      await buildMember(app, { first_name: 'Cy' }),
    ];
    const { createPost: adaPost } = await ok<{ createPost: { _id: string } }>(ada, CREATE_POST, {
      title: 'Ada builds a telescope',
    });
    const { createPost: bobPost } = await ok<{ createPost: { _id: string } }>(bob, CREATE_POST, {
      title: 'Bob builds a boat',
    });
    await ok(ada, APPLY, { postId: bobPost._id });
    await ok(ada, SAVE, { postId: bobPost._id });
    const { sendFriendReq } = await ok<{ sendFriendReq: { _id: string } }>(ada, SEND, {
      to: bob.user.id,
    });
    const { acceptFriendReq } = await ok<{ acceptFriendReq: { chat_id: string } }>(bob, ACCEPT, {
      id: sendFriendReq._id,
    });
    await ok(ada, MESSAGE, { chatId: acceptFriendReq.chat_id, content: 'Ahoy from Ada' });
    await ok(bob, MESSAGE, { chatId: acceptFriendReq.chat_id, content: 'Bob answers' });
    await ok(ada, BLOCK, { to: cy.user.id });
    await ok(cy, CREATE_POST, { title: 'Cy keeps bees' });

    const res = await download(ada);
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?squadup-data-\d{4}-\d{2}-\d{2}\.json"?$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const archive = res.body as MemberDataExport;
    expect(archive.format).toBe('squadup-data-export/1');
    expect(archive.member_id).toBe(ada.user.id);
    expect(Object.keys(archive.tables).sort()).toEqual(Object.keys(MEMBER_DATA).sort());

    const [profile] = archive.tables.users as Record<string, unknown>[];
    expect(profile).toMatchObject({ id: ada.user.id, first_name: 'Ada', email: ada.user.email });
    expect(profile).not.toHaveProperty('password_hash');
    expect(profile).not.toHaveProperty('session_version');
    const titles = (archive.tables.posts as { title: string }[]).map((p) => p.title);
    expect(titles).toEqual(['Ada builds a telescope']);
    expect(archive.tables.applications).toEqual([
      expect.objectContaining({ post_id: bobPost._id, applicant_id: ada.user.id }),
    ]);
    expect(archive.tables.saved_posts).toEqual([expect.objectContaining({ post_id: bobPost._id })]);
    expect(archive.tables.connections).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: sendFriendReq._id, status: 'accepted' }),
        expect.objectContaining({ addressee_user_id: cy.user.id, status: 'blocked' }),
      ]),
    );
    expect(archive.tables.connections).toHaveLength(2);
    expect((archive.tables.messages as { content: string }[]).map((m) => m.content)).toEqual([
      'Ahoy from Ada',
    ]);
    expect(archive.tables.user_blocks).toEqual([
      expect.objectContaining({ blocker_id: ada.user.id, blocked_id: cy.user.id }),
    ]);
    expect(JSON.stringify(archive)).not.toContain('Cy keeps bees');
    expect(adaPost._id).toBeTruthy();

    // Cy's archive does not say that Ada blocked Cy.
    const cyArchive = (await download(cy)).body as MemberDataExport;
    expect(cyArchive.tables.user_blocks).toEqual([]);
    expect(cyArchive.tables.connections).toEqual([]);
    expect(JSON.stringify(cyArchive)).not.toContain(ada.user.id);
  });

  it(`needs a live bearer, and allows ${QUOTAS.dataExportsPerDay} archives a day`, async () => {
    const res = await http(app).get(ACCOUNT_ROUTES.dataExport);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');

    const member = await buildMember(app);
    for (let i = 0; i < QUOTAS.dataExportsPerDay; i += 1)
      expect((await download(member)).status).toBe(200);
    const refused = await download(member);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.body.message).toMatch(/^You can download your data 5 times a day\. Try again/);
  });
});
