import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildPost, buildSquad } from '../../../test/factories.js';
import { buildMember, type Member } from '../../../test/members.js';
import { messages, posts, squadMembers } from '../../db/schema/index.js';
import { MESSAGES as CHAT } from '../chat/chat.policy.js';
import { MESSAGES } from './squads.policy.js';

// Squad rules written down in docs/decisions/0028: the seat of an applicant whose role the post
// no longer names, and what a member who left or was removed may do with their old messages.

const APPLY = `mutation($postId: ID!, $role: String) { applyToPost(postId: $postId, role: $role) { _id } }`;
const DECIDE = `mutation($id: ID!) {
  updateApplicationStatus(applicationId: $id, status: accepted) { _id role } }`;
const SEATS = `query($postId: ID!) { loadSquad(postId: $postId) {
  spots_total spots_filled seats { role total filled } } }`;
const SEND = `mutation($chatId: ID!) { sendMessage(chatId: $chatId, content: "my words") { _id } }`;
const EDIT = `mutation($id: ID!) { editMessage(messageId: $id, content: "new words") { _id } }`;
const DELETE = `mutation($id: ID!) { deleteMessage(messageId: $id) }`;

let app: TestApp;
let owner: Member;
let n = 0;
const named = () => buildMember(app, { first_name: `Rule${(n += 1)}`, last_name: 'Member' });

beforeAll(async () => {
  app = await startTestApp();
  owner = await buildMember(app, { first_name: 'Olga', last_name: 'Owner' });
});
afterAll(() => app.stop());

describe('a role renamed while applications name it', () => {
  it('seats its applicants in a free seat of a named role, and never more than the seats', async () => {
    const post = await buildPost(app.db, {
      posted_by: owner.user.id,
      desired_roles: ['Designer'],
      role_seats: [2],
      open_seats: 2,
    });
    const applicants = [await named(), await named(), await named(), await named()];
    const ids: string[] = [];
    for (const who of applicants) {
      const res = await who.gql<{ applyToPost: { _id: string } }>(APPLY, {
        postId: post.id,
        role: 'Designer',
      });
      expect(res.errors).toBeUndefined();
      ids.push(res.data.applyToPost._id);
    }
    // The owner renames the role (what updatePost writes: the seats follow the role's position).
    await app.db
      .update(posts)
      .set({ desired_roles: ['UX'] })
      .where(eq(posts.id, post.id));

    const answers = [];
    for (const id of ids)
      answers.push(await owner.gql<{ updateApplicationStatus: { role: string } }>(DECIDE, { id }));
    expect(answers.slice(0, 2).map((a) => a.data.updateApplicationStatus.role)).toEqual([
      'UX',
      'UX',
    ]);
    for (const refused of answers.slice(2)) {
      expect([refused.code, refused.message]).toEqual(['CONFLICT', MESSAGES.squadFull(2)]);
    }
    const squad = await owner.gql<{
      loadSquad: { spots_total: number; spots_filled: number; seats: unknown[] };
    }>(SEATS, { postId: post.id });
    expect(squad.data.loadSquad).toEqual({
      spots_total: 2,
      spots_filled: 2,
      seats: [{ role: 'UX', total: 2, filled: 2 }],
    });
    const seated = await app.db
      .select()
      .from(squadMembers)
      .where(and(eq(squadMembers.post_id, post.id), eq(squadMembers.is_owner, false)));
    expect(seated).toHaveLength(2);
  });
});

describe('a member who left or was removed', () => {
  it.each(['left', 'removed'] as const)(
    '(%s) may neither edit nor delete their old squad messages',
    async (how) => {
      const ana = await named();
      const { post, chatId } = await buildSquad(app.db, owner.user.id, [
        { userId: ana.user.id, role: 'QA' },
      ]);
      const sent = await ana.gql<{ sendMessage: { _id: string } }>(SEND, { chatId });
      const id = sent.data.sendMessage._id;
      const out =
        how === 'left'
          ? await ana.gql(`mutation($postId: ID!) { leaveSquad(postId: $postId) }`, {
              postId: post.id,
            })
          : await owner.gql(
              `mutation($postId: ID!, $userId: ID!) { removeSquadMember(postId: $postId, userId: $userId) { _id } }`,
              { postId: post.id, userId: ana.user.id },
            );
      expect(out.errors).toBeUndefined();
      for (const query of [EDIT, DELETE]) {
        const res = await ana.gql(query, { id });
        expect([res.code, res.message]).toEqual(['FORBIDDEN', CHAT.notParticipant]);
      }
      // Their message stays as the squad read it, under their name.
      const [row] = await app.db.select().from(messages).where(eq(messages.id, id));
      expect([row?.content, row?.is_deleted]).toEqual(['my words', false]);
    },
  );
});
