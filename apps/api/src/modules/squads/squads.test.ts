import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildBlock, buildPost, buildSquad, storedApplication } from '../../../test/factories.js';
import { buildMember, type Member } from '../../../test/members.js';
import { chatMembers, chats, messages, posts } from '../../db/schema/index.js';
import { MESSAGES as APPLY } from '../applications/applications.policy.js';
import { MESSAGES as CHAT } from '../chat/chat.policy.js';
import { MESSAGES } from './squads.policy.js';

// The squad life cycle through the API, as members do it (docs/decisions/0028).

const APPLY_TO = `mutation($postId: ID!, $role: String) {
  applyToPost(postId: $postId, role: $role) { _id status role } }`;
const DECIDE = `mutation($id: ID!, $status: Decision!) {
  updateApplicationStatus(applicationId: $id, status: $status) {
    _id status role post { status spots_filled spots_total } } }`;
const SQUAD = `query($postId: ID!) { loadSquad(postId: $postId) {
  _id chat_id is_owner spots_total spots_filled unread_count
  seats { role total filled }
  members { user_id first_name role is_owner joined_at is_connection }
  post { _id title status } } }`;
const MY_SQUADS = `{ getMySquads { _id chat_id is_owner spots_filled unread_count post { title } } }`;
const LEAVE = `mutation($postId: ID!) { leaveSquad(postId: $postId) }`;
const REMOVE = `mutation($postId: ID!, $userId: ID!, $reason: String) {
  removeSquadMember(postId: $postId, userId: $userId, reason: $reason) {
    spots_filled members { user_id } } }`;
const CARD = `query($postId: ID!) { loadPostById(postId: $postId) {
  spots_total spots_filled in_squad auto_close
  seats { role total filled } squad_preview { user_id }
  requirements { desired_roles role_seats } } }`;
const PAGE = `query($chatId: ID!) { getMessagesForChat(chatId: $chatId, limit: 50) {
  _id kind content sender_id } }`;
const SEND = `mutation($chatId: ID!, $content: String!) {
  sendMessage(chatId: $chatId, content: $content) { _id kind } }`;

let app: TestApp;
let owner: Member;

beforeAll(async () => {
  app = await startTestApp();
  owner = await buildMember(app, { first_name: 'Olga', last_name: 'Owner' });
});
afterAll(() => app.stop());

const named = (first_name: string) => buildMember(app, { first_name, last_name: 'Member' });

async function applyAs(member: Member, postId: string, role?: string) {
  const res = await member.gql<{ applyToPost: { _id: string; status: string; role: string } }>(
    APPLY_TO,
    { postId, role },
  );
  return res;
}

const applicationOf = (postId: string, member: Member) =>
  storedApplication(app.db, postId, member.user.id);

async function linesOf(chatId: string) {
  const rows = await app.db
    .select({ kind: messages.kind, content: messages.content })
    .from(messages)
    .where(eq(messages.chat_id, chatId))
    .orderBy(messages.id);
  return rows.filter((r) => r.kind === 'system').map((r) => r.content);
}

describe('squad life cycle', () => {
  it('accepts into a role, refuses a full role, frees seats on leave and removal, and keeps the re-apply rule', async () => {
    const post = await buildPost(app.db, {
      posted_by: owner.user.id,
      title: 'Campus app',
      desired_roles: ['Frontend', 'Designer'],
      role_seats: [1, 1],
    });
    const [ana, ben, cleo, dan] = [
      await named('Ana'),
      await named('Ben'),
      await named('Cleo'),
      await named('Dan'),
    ];
    // Roles match the post's case-insensitively and are stored as the post spells them.
    expect((await applyAs(ana, post.id, 'Frontend')).data.applyToPost.role).toBe('Frontend');
    expect((await applyAs(ben, post.id, 'frontend')).data.applyToPost.role).toBe('Frontend');
    expect((await applyAs(cleo, post.id, 'Designer')).errors).toBeUndefined();
    const chef = await applyAs(dan, post.id, 'Chef');
    expect(chef.code).toBe('BAD_USER_INPUT');
    expect(chef.message).toBe(APPLY.unknownRole(['Frontend', 'Designer']));

    // Accepting Ana forms the squad: owner + Ana, with the squad chat and a system line.
    const accepted = await owner.gql<{
      updateApplicationStatus: { post: { spots_filled: number; spots_total: number } };
    }>(DECIDE, { id: (await applicationOf(post.id, ana)).id, status: 'accepted' });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data.updateApplicationStatus.post).toMatchObject({
      spots_filled: 1,
      spots_total: 2,
    });
    const squad = await ana.gql<{
      loadSquad: {
        chat_id: string;
        members: { first_name: string; role: string | null; is_owner: boolean }[];
        seats: { role: string; total: number; filled: number }[];
      };
    }>(SQUAD, { postId: post.id });
    expect(squad.errors).toBeUndefined();
    expect(squad.data.loadSquad.members.map((m) => [m.first_name, m.role, m.is_owner])).toEqual([
      ['Olga', null, true],
      ['Ana', 'Frontend', false],
    ]);
    expect(squad.data.loadSquad.seats).toEqual([
      { role: 'Frontend', total: 1, filled: 1 },
      { role: 'Designer', total: 1, filled: 0 },
    ]);
    const chatId = squad.data.loadSquad.chat_id;
    expect(await linesOf(chatId)).toEqual(['Ana Member joined as Frontend']);

    // The Frontend seat is taken: accepting Ben is CONFLICT and changes nothing.
    const full = await owner.gql(DECIDE, {
      id: (await applicationOf(post.id, ben)).id,
      status: 'accepted',
    });
    expect(full.code).toBe('CONFLICT');
    expect(full.message).toBe(MESSAGES.roleFull('Frontend', 1));
    // Ben stays pending, on the waitlist (the post's default when a role fills) ...
    expect(await applicationOf(post.id, ben)).toMatchObject({ status: 'pending' });
    expect((await applicationOf(post.id, ben)).waitlisted_at).not.toBeNull();
    // ... and applying for it now joins the waitlist too.
    const late = await applyAs(dan, post.id, 'Frontend');
    expect(late.errors).toBeUndefined();
    expect((await applicationOf(post.id, dan)).waitlisted_at).not.toBeNull();

    // Only the squad sees it: Ben gets the answer an unknown post gets.
    const outsider = await ben.gql(SQUAD, { postId: post.id });
    expect([outsider.code, outsider.message]).toEqual(['NOT_FOUND', MESSAGES.notFound]);
    expect((await ben.gql<{ getMySquads: unknown[] }>(MY_SQUADS)).data.getMySquads).toEqual([]);
    expect(
      (await ana.gql<{ getMySquads: { _id: string }[] }>(MY_SQUADS)).data.getMySquads.map(
        (s) => s._id,
      ),
    ).toEqual([post.id]);

    // Ana leaves: her seat frees, her application is withdrawn (she may apply again), and she
    // is out of the squad chat.
    expect((await ana.gql(LEAVE, { postId: post.id })).data).toEqual({ leaveSquad: post.id });
    expect(await applicationOf(post.id, ana)).toMatchObject({
      status: 'withdrawn',
      squad_exit: 'left',
    });
    expect((await ana.gql(PAGE, { chatId })).code).toBe('FORBIDDEN');
    expect((await ana.gql(SQUAD, { postId: post.id })).code).toBe('NOT_FOUND');
    const card = await owner.gql<{ loadPostById: { spots_filled: number } }>(CARD, {
      postId: post.id,
    });
    expect(card.data.loadPostById.spots_filled).toBe(0);
    expect(await linesOf(chatId)).toEqual([
      'Ana Member joined as Frontend',
      'Ana Member left the squad',
    ]);
    // The freed seat takes the waitlist off: Ben and Dan are plain pending again.
    expect((await applicationOf(post.id, ben)).waitlisted_at).toBeNull();
    expect((await applicationOf(post.id, dan)).waitlisted_at).toBeNull();

    // The seat is Ben's now; Ana may apply again (pending, the owner decides again).
    const benApp = (await applicationOf(post.id, ben)).id;
    expect((await owner.gql(DECIDE, { id: benApp, status: 'accepted' })).errors).toBeUndefined();
    expect((await applyAs(ana, post.id, 'Designer')).data.applyToPost).toMatchObject({
      status: 'pending',
      role: 'Designer',
    });

    // The owner removes Ben with a reason: rejected, recorded, and no way back in.
    const removed = await owner.gql<{ removeSquadMember: { spots_filled: number } }>(REMOVE, {
      postId: post.id,
      userId: ben.user.id,
      reason: 'Went quiet for a month.',
    });
    expect(removed.errors).toBeUndefined();
    expect(removed.data.removeSquadMember.spots_filled).toBe(0);
    expect(await applicationOf(post.id, ben)).toMatchObject({
      status: 'rejected',
      squad_exit: 'removed',
      squad_exit_reason: 'Went quiet for a month.',
    });
    const again = await applyAs(ben, post.id, 'Frontend');
    expect([again.code, again.message]).toEqual(['FORBIDDEN', APPLY.removedFromSquad]);
    expect((await linesOf(chatId)).at(-1)).toBe('Ben Member was removed from the squad');

    // The owner neither leaves nor removes themself; a member removes nobody.
    expect((await owner.gql(LEAVE, { postId: post.id })).message).toBe(MESSAGES.ownerCannotLeave);
    const self = await owner.gql(REMOVE, { postId: post.id, userId: owner.user.id });
    expect([self.code, self.message]).toEqual(['FORBIDDEN', MESSAGES.cannotRemoveOwner]);
    await owner.gql(DECIDE, { id: (await applicationOf(post.id, cleo)).id, status: 'accepted' });
    const byMember = await cleo.gql(REMOVE, { postId: post.id, userId: owner.user.id });
    expect([byMember.code, byMember.message]).toEqual(['FORBIDDEN', MESSAGES.notOwner]);
    // Rejecting an accepted member takes them out of the squad too.
    await owner.gql(DECIDE, { id: (await applicationOf(post.id, cleo)).id, status: 'rejected' });
    expect((await cleo.gql(SQUAD, { postId: post.id })).code).toBe('NOT_FOUND');
  });

  it('closes recruitment by itself when full if the owner chose so, and only offers it otherwise', async () => {
    for (const auto_close of [true, false]) {
      const post = await buildPost(app.db, {
        posted_by: owner.user.id,
        desired_roles: [],
        open_seats: 2,
        auto_close,
      });
      let last: { status: string; spots_filled: number; spots_total: number } | undefined;
      for (const name of ['Eve', 'Fay']) {
        const member = await named(name);
        const applied = await applyAs(member, post.id);
        const decided = await owner.gql<{
          updateApplicationStatus: { post: NonNullable<typeof last> };
        }>(DECIDE, { id: applied.data.applyToPost._id, status: 'accepted' });
        expect(decided.errors).toBeUndefined();
        last = decided.data.updateApplicationStatus.post;
      }
      expect(last).toEqual({
        status: auto_close ? 'closed' : 'open',
        spots_filled: 2,
        spots_total: 2,
      });
      const [row] = await app.db.select().from(posts).where(eq(posts.id, post.id));
      expect(row!.status).toBe(auto_close ? 'closed' : 'open');
    }
  });

  it('keeps seats from dropping below the squad on edit', async () => {
    const ana = await named('Ana');
    const { post } = await buildSquad(app.db, owner.user.id, [
      { userId: ana.user.id, role: 'Backend' },
    ]);
    const UPDATE = `mutation($postId: ID!, $input: PostInput!) {
      updatePost(postId: $postId, input: $input) { requirements { role_seats } } }`;
    const input = (desired_roles: string[], role_seats: number[]) => ({
      title: post.title,
      requirements: { desired_roles, role_seats },
    });
    const dropped = await owner.gql(UPDATE, { postId: post.id, input: input(['Design'], [1]) });
    expect([dropped.code, dropped.message]).toEqual(['CONFLICT', MESSAGES.roleHeld('Backend')]);
    const more = await owner.gql(UPDATE, {
      postId: post.id,
      input: input(['Backend', 'Design'], [2, 1]),
    });
    expect(more.errors).toBeUndefined();
    expect(more.data).toEqual({ updatePost: { requirements: { role_seats: [2, 1] } } });
  });

  it('keeps a deleted post’s squad chat for its members, read only, under the post’s title', async () => {
    const ana = await named('Ana');
    const { post, chatId } = await buildSquad(
      app.db,
      owner.user.id,
      [{ userId: ana.user.id, role: 'Backend' }],
      { title: 'Soon gone' },
    );
    expect((await ana.gql(SEND, { chatId, content: 'before' })).errors).toBeUndefined();
    const deleted = await owner.gql(`mutation($id: ID!) { deletePost(postId: $id) }`, {
      id: post.id,
    });
    expect(deleted.errors).toBeUndefined();
    const [chat] = await app.db.select().from(chats).where(eq(chats.id, chatId));
    expect(chat).toMatchObject({ is_active: false, post_id: null, title: 'Soon gone' });
    const page = await ana.gql<{ getMessagesForChat: { content: string }[] }>(PAGE, { chatId });
    expect(page.data.getMessagesForChat.map((m) => m.content)).toContain('before');
    const list = await ana.gql<{ getChatListForUser: { _id: string; title: string }[] }>(
      `{ getChatListForUser { _id title } }`,
    );
    expect(list.data.getChatListForUser).toContainEqual({ _id: chatId, title: 'Soon gone' });
    const after = await ana.gql(SEND, { chatId, content: 'after' });
    expect([after.code, after.message]).toEqual(['FORBIDDEN', CHAT.squadClosed]);
    const members = await app.db.select().from(chatMembers).where(eq(chatMembers.chat_id, chatId));
    expect(members).toHaveLength(2);
  });

  it('hides from a member the squad messages of someone they blocked, and only from them', async () => {
    const [ana, ben] = [await named('Ana'), await named('Ben')];
    const { chatId } = await buildSquad(app.db, owner.user.id, [
      { userId: ana.user.id, role: 'Backend' },
      { userId: ben.user.id, role: 'Design' },
    ]);
    await buildBlock(app.db, { blocker_id: ana.user.id, blocked_id: ben.user.id });
    await ben.gql(SEND, { chatId, content: 'from ben' });
    await ana.gql(SEND, { chatId, content: 'from ana' });
    const contents = async (who: Member) =>
      (
        await who.gql<{ getMessagesForChat: { content: string; kind: string }[] }>(PAGE, { chatId })
      ).data.getMessagesForChat
        .filter((m) => m.kind === 'text')
        .map((m) => m.content);
    expect(await contents(ana)).toEqual(['from ana']);
    expect(await contents(ben)).toEqual(['from ben', 'from ana']);
    expect(await contents(owner)).toEqual(['from ben', 'from ana']);
    const unread = async (who: Member) =>
      (
        await who.gql<{ getUnreadCountForChats: { chat_id: string; unread_count: number }[] }>(
          `{ getUnreadCountForChats { chat_id unread_count } }`,
        )
      ).data.getUnreadCountForChats.find((c) => c.chat_id === chatId)?.unread_count ?? 0;
    // Ana: Ben's join line and message are not counted; Owner: both joins and both messages.
    expect(await unread(ana)).toBe(0);
    expect(await unread(owner)).toBe(4);
  });
});
