import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MessagePayload, SquadUpdatePayload } from '@squadup/shared';
import { selectRows } from '../src/db/raw.js';
import { applications, chatMembers, posts, squadMembers } from '../src/db/schema/index.js';
import { member, send } from './support/chat.js';
import { MESSAGES as CHAT } from '../src/modules/chat/chat.policy.js';
import { MESSAGES as SQUAD } from '../src/modules/squads/squads.policy.js';
import { buildApplication, buildBlock, buildSquad } from './factories.js';
import type { Member } from './members.js';
import { socketTestApp } from './socket-app.js';

// The block rule inside squads (docs/decisions/0028, "Blocks inside a squad"): a block between a
// squad's owner and one of its members, either way, ends the membership as leaving does, on
// every surface (squad page, chat list, messages, socket room, activity, leaving). Blocks
// between two members who do not own the squad keep the one-way rule (socket-squads.test.ts).

const BLOCK = `mutation($id: ID!) { blockUser(addresseeUserId: $id) { _id } }`;
const LEAVE = `mutation($postId: ID!) { leaveSquad(postId: $postId) }`;
const DECIDE = `mutation($id: ID!) { updateApplicationStatus(applicationId: $id, status: accepted) { _id } }`;
const MINE = `{ getMySquads { _id } getChatListForUser { _id } }`;
const MESSAGES = `query($chatId: ID!) { getMessagesForChat(chatId: $chatId) { _id content } }`;
const SEND = `mutation($chatId: ID!) { sendMessage(chatId: $chatId, content: "still here?") { _id } }`;
const SQUAD_PAGE = `query($postId: ID!) { loadSquad(postId: $postId) { members { user_id } } }`;
const ACTIVITY = `{ getActivity { type post_id } }`;
const UNKNOWN_CHAT = '01900000-0000-7000-8000-000000000000';

const fullName = (m: Member) => `${m.user.first_name} ${m.user.last_name}`;

describe('a block between a squad’s owner and a member', () => {
  const suite = socketTestApp();

  async function squadOfThree() {
    const [owner, ana, ben, cal] = [
      await member(suite.app, 'Olga'),
      await member(suite.app, 'Ana'),
      await member(suite.app, 'Ben'),
      await member(suite.app, 'Cal'),
    ];
    const { post, chatId } = await buildSquad(
      suite.app.db,
      owner.user.id,
      [
        { userId: ana.user.id, role: 'Frontend' },
        { userId: ben.user.id, role: 'Backend' },
      ],
      { desired_roles: ['Frontend', 'Backend'], role_seats: [1, 2] },
    );
    return { owner, ana, ben, cal, post, chatId };
  }

  it.each([
    ['the owner blocks the member', 'owner'],
    ['the member blocks the owner', 'member'],
  ] as const)('%s: the membership ends as leaving does, everywhere', async (_name, blocker) => {
    const { owner, ana, ben, cal, post, chatId } = await squadOfThree();
    const [ownerSocket, anaSocket, benSocket] = [
      await suite.open(owner),
      await suite.open(ana),
      await suite.open(ben),
    ];
    for (const client of [ownerSocket, anaSocket, benSocket]) {
      expect(await client.ack('joinChat', chatId)).toEqual({ ok: true });
    }

    const [who, whom] = blocker === 'owner' ? [owner, ana] : [ana, owner];
    expect((await who.gql(BLOCK, { id: whom.user.id })).errors).toBeUndefined();

    // Told as a leave, to both of them and the rest of the squad.
    const left: SquadUpdatePayload = { postId: post.id, userId: ana.user.id, change: 'left' };
    for (const client of [ownerSocket, anaSocket, benSocket]) {
      expect(await client.until<SquadUpdatePayload>('squadUpdate')).toEqual(left);
    }
    const line = await benSocket.until<MessagePayload>(
      'receiveMessage',
      (m) => m.kind === 'system',
    );
    expect(line.content).toBe(`${fullName(ana)} left the squad`);

    // Squad page and lists: Ana is out of the squad and its chat.
    expect((await ana.gql(MINE)).data).toEqual({ getMySquads: [], getChatListForUser: [] });
    const hidden = await ana.gql(SQUAD_PAGE, { postId: post.id });
    expect([hidden.code, hidden.message]).toEqual(['NOT_FOUND', SQUAD.notFound]);
    const page = await owner.gql<{ loadSquad: { members: { user_id: string }[] } }>(SQUAD_PAGE, {
      postId: post.id,
    });
    expect(page.data.loadSquad.members.map((m) => m.user_id)).not.toContain(ana.user.id);

    // Messages: neither read nor written; the room refuses her, and she hears nothing more.
    for (const query of [MESSAGES, SEND]) {
      const res = await ana.gql(query, { chatId });
      expect([res.code, res.message]).toEqual(['FORBIDDEN', CHAT.notParticipant]);
    }
    expect(await anaSocket.ack('joinChat', chatId)).toEqual({ ok: false, code: 'FORBIDDEN' });
    await send(ben, chatId, 'after she went');
    await ownerSocket.until<MessagePayload>(
      'receiveMessage',
      (m) => m.content === 'after she went',
    );
    await anaSocket.ack('leaveChat', UNKNOWN_CHAT); // a round trip: what was sent has arrived
    expect(anaSocket.all<MessagePayload>('receiveMessage').map((m) => m.content)).not.toContain(
      'after she went',
    );

    // Leaving again: she is not in the squad (not "Post not found.").
    const again = await ana.gql(LEAVE, { postId: post.id });
    expect([again.code, again.message]).toEqual(['NOT_FOUND', SQUAD.notFound]);

    // The database: seat freed, application withdrawn as a leave, chat membership gone.
    const [application] = await suite.app.db
      .select()
      .from(applications)
      .where(and(eq(applications.post_id, post.id), eq(applications.applicant_id, ana.user.id)));
    expect([application?.status, application?.squad_exit]).toEqual(['withdrawn', 'left']);
    const [counted] = await suite.app.db
      .select({ n: posts.applications_count })
      .from(posts)
      .where(eq(posts.id, post.id));
    expect(counted?.n).toBe(1);
    const inChat = await suite.app.db
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.chat_id, chatId), eq(chatMembers.user_id, ana.user.id)));
    expect(inChat).toEqual([]);
    // Nothing anyone reads says "blocked".
    const lines = await selectRows<{ content: string }>(
      suite.app.db,
      sql`select content from messages where chat_id = ${chatId}::uuid`,
    );
    expect(lines.some((m) => /block/i.test(m.content))).toBe(false);

    // Activity: a newcomer joins; Ben hears of it, Ana does not.
    const application2 = await buildApplication(suite.app.db, {
      post_id: post.id,
      applicant_id: cal.user.id,
      role: 'Backend',
    });
    expect((await owner.gql(DECIDE, { id: application2.id })).errors).toBeUndefined();
    const feed = async (m: Member) =>
      (await m.gql<{ getActivity: { type: string; post_id: string }[] }>(ACTIVITY)).data
        .getActivity;
    expect(await feed(ben)).toContainEqual({ type: 'squad_member_joined', post_id: post.id });
    expect((await feed(ana)).filter((i) => i.type === 'squad_member_joined')).toEqual([]);
  });

  it('a block between two members who do not own the squad keeps both in it (one-way rule)', async () => {
    const { ana, ben, post } = await squadOfThree();
    expect((await ana.gql(BLOCK, { id: ben.user.id })).errors).toBeUndefined();
    for (const who of [ana, ben]) {
      const mine = await who.gql<{ getMySquads: { _id: string }[] }>(MINE);
      expect(mine.data.getMySquads).toEqual([{ _id: post.id }]);
    }
  });

  it('a member left in a squad with a block from before the rule can always leave', async () => {
    const { owner, ana, post } = await squadOfThree();
    await buildBlock(suite.app.db, { blocker_id: owner.user.id, blocked_id: ana.user.id });
    const res = await ana.gql(LEAVE, { postId: post.id });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ leaveSquad: post.id });
  });

  it('migration 0015 ends the memberships such old blocks left, as a leave', async () => {
    const { owner, ana, ben, post, chatId } = await squadOfThree();
    await buildBlock(suite.app.db, { blocker_id: ana.user.id, blocked_id: owner.user.id });
    const file = new URL('../drizzle/0015_squad_blocks.sql', import.meta.url);
    for (const statement of (await readFile(file, 'utf8')).split('--> statement-breakpoint')) {
      await suite.app.db.execute(sql.raw(statement));
    }
    const seated = await suite.app.db
      .select({ user_id: squadMembers.user_id })
      .from(squadMembers)
      .where(eq(squadMembers.post_id, post.id));
    expect(seated.map((s) => s.user_id).sort()).toEqual([owner.user.id, ben.user.id].sort());
    const [application] = await suite.app.db
      .select()
      .from(applications)
      .where(and(eq(applications.post_id, post.id), eq(applications.applicant_id, ana.user.id)));
    expect([application?.status, application?.squad_exit]).toEqual(['withdrawn', 'left']);
    expect((await ana.gql(MINE)).data).toEqual({ getMySquads: [], getChatListForUser: [] });
    const history = await ben.gql<{ getMessagesForChat: { content: string }[] }>(MESSAGES, {
      chatId,
    });
    expect(history.data.getMessagesForChat.map((m) => m.content)).toContain(
      `${fullName(ana)} left the squad`,
    );
    const [counted] = await suite.app.db
      .select({ n: posts.applications_count })
      .from(posts)
      .where(eq(posts.id, post.id));
    expect(counted?.n).toBe(1);
  });
});
