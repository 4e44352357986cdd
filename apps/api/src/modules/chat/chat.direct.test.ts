import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildApplication, buildPost, buildSquad } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import { buildMember, type Member } from '../../../test/members.js';
import { BLOCK, connect, LIST, member, page, REMOVE, SEND } from '../../../test/support/chat.js';
import { v7 as uuidv7 } from 'uuid';
import { selectRows } from '../../db/raw.js';
import { applications, chats } from '../../db/schema/index.js';

// Who may message a member beyond their connections (docs/decisions/0084-who-may-message-me.md).

const OPEN = graphql(`
  mutation DirectTestOpen($userId: ID!) {
    openDirectChat(userId: $userId)
  }
`);
const SET_FROM = graphql(`
  mutation DirectTestSetFrom($from: MessageFrom!) {
    updateUser(input: { message_from: $from }) {
      _id
      message_from
    }
  }
`);
const MESSAGE_FROM = graphql(`
  query DirectTestMessageFrom($userId: ID) {
    loadUserById(userId: $userId) {
      _id
      message_from
    }
  }
`);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const open = async (from: Member, to: Member) => from.gql(OPEN, { userId: to.user.id });
const opened = async (from: Member, to: Member) => {
  const res = await open(from, to);
  expect(res.errors).toBeUndefined();
  return res.data.openDirectChat;
};
const setFrom = async (who: Member, from: 'connections' | 'squads' | 'applications') => {
  const res = await who.gql(SET_FROM, { from });
  expect(res.data?.updateUser.message_from).toBe(from);
};
const listed = async (viewer: Member) =>
  (await viewer.gql(LIST)).data.getChatListForUser.map((chat) => chat._id);
const pairChats = async (a: Member, b: Member) => {
  const [low, high] = [a.user.id, b.user.id].sort();
  return app.db
    .select()
    .from(chats)
    .where(and(eq(chats.user_low_id, low!), eq(chats.user_high_id, high!)));
};

/** An owner with a post, and a member who applied to it (pending). */
async function ownerAndApplicant() {
  const [owner, applicant] = [await member(app, 'Olga'), await member(app, 'Pia')];
  const post = await buildPost(app.db, { posted_by: owner.user.id });
  const application = await buildApplication(app.db, {
    post_id: post.id,
    applicant_id: applicant.user.id,
  });
  return { owner, applicant, application };
}

describe('openDirectChat', () => {
  it('opens a chat between an applicant and the owner; the owner sees it from its first message', async () => {
    const { owner, applicant } = await ownerAndApplicant();
    const chatId = await opened(applicant, owner);
    expect(await listed(applicant)).toContain(chatId);
    expect(await listed(owner)).not.toContain(chatId);

    const sent = await applicant.gql(SEND, { chatId, content: 'Is the design role open?' });
    expect(sent.errors).toBeUndefined();
    expect(await listed(owner)).toContain(chatId);
    const reply = await owner.gql(SEND, { chatId, content: 'It is!' });
    expect(reply.errors).toBeUndefined();
    expect((await page(applicant, chatId)).map((m) => m.content)).toEqual([
      'Is the design role open?',
      'It is!',
    ]);
    // Asked again, by either of them: the same chat.
    expect(await opened(applicant, owner)).toBe(chatId);
    expect(await opened(owner, applicant)).toBe(chatId);
    expect(await pairChats(owner, applicant)).toHaveLength(1);
  });

  it('refuses a member with no relation, saying whom the member takes messages from', async () => {
    const [ana, stranger] = [await member(app, 'Ana'), await member(app, 'Sam')];
    const res = await open(stranger, ana);
    expect([res.code, res.message]).toEqual([
      'FORBIDDEN',
      'Ana Tester only takes messages from their connections, squad mates and members they have an application with. Send a connection request instead.',
    ]);
    await setFrom(ana, 'connections');
    expect((await open(stranger, ana)).message).toBe(
      'Ana Tester only takes messages from their connections. Send a connection request instead.',
    );
    expect(await pairChats(ana, stranger)).toEqual([]);
  });

  it('follows each level: squads lets squad mates in, not applicants; connections neither', async () => {
    const [owner, mate, applicant] = [
      await member(app, 'Oona'),
      await member(app, 'Mats'),
      await member(app, 'Pele'),
    ];
    const { post } = await buildSquad(app.db, owner.user.id, [
      { userId: mate.user.id, role: null },
    ]);
    await buildApplication(app.db, { post_id: post.id, applicant_id: applicant.user.id });
    await setFrom(owner, 'squads');
    expect(await opened(mate, owner)).toEqual(expect.any(String));
    expect((await open(applicant, owner)).message).toBe(
      'Oona Tester only takes messages from their connections and squad mates. Send a connection request instead.',
    );
    await setFrom(owner, 'connections');
    expect((await open(mate, owner)).code).toBe('FORBIDDEN');
    await setFrom(owner, 'applications');
    expect(await opened(applicant, owner)).toEqual(expect.any(String));
  });

  it('closes the chat for new messages when the relation ends, and lets the opener be answered', async () => {
    const { owner, applicant, application } = await ownerAndApplicant();
    const chatId = await opened(applicant, owner);
    expect((await applicant.gql(SEND, { chatId, content: 'Hello' })).errors).toBeUndefined();
    await app.db
      .update(applications)
      .set({ status: 'withdrawn' })
      .where(eq(applications.id, application.id));
    const refused = await applicant.gql(SEND, { chatId, content: 'Still there?' });
    expect([refused.code, refused.message]).toEqual([
      'FORBIDDEN',
      'You can no longer message this member.',
    ]);
    expect((await open(applicant, owner)).code).toBe('FORBIDDEN');
    // The owner answers the member who opened the chat, whatever that member chose.
    await setFrom(applicant, 'connections');
    expect(
      (await owner.gql(SEND, { chatId, content: 'Sorry, missed this' })).errors,
    ).toBeUndefined();
    expect((await page(owner, chatId)).map((m) => m.content)).toEqual([
      'Hello',
      'Sorry, missed this',
    ]);
  });

  it('answers a connection with their chat, and reopens a chat a removed connection closed', async () => {
    const [ada, bob] = [await member(app, 'Ada'), await member(app, 'Bob')];
    const { chatId, connectionId } = await connect(app, ada, bob);
    expect(await opened(ada, bob)).toBe(chatId);
    expect((await bob.gql(REMOVE, { id: connectionId })).errors).toBeUndefined();
    expect((await open(ada, bob)).code).toBe('FORBIDDEN');
    // Now in a squad together, with Bob taking squad mates' messages: the old chat opens again.
    await buildSquad(app.db, bob.user.id, [{ userId: ada.user.id, role: null }]);
    expect(await opened(ada, bob)).toBe(chatId);
    const [row] = await pairChats(ada, bob);
    expect(row).toMatchObject({ is_active: true, opened_by: ada.user.id });
    expect((await ada.gql(SEND, { chatId, content: 'Welcome aboard' })).errors).toBeUndefined();
  });

  it('refuses oneself, bad and unknown ids, a blocked pair either way, and an unverified opener', async () => {
    const { owner, applicant } = await ownerAndApplicant();
    const self = await owner.gql(OPEN, { userId: owner.user.id });
    expect([self.code, self.message]).toEqual(['BAD_USER_INPUT', 'You cannot message yourself.']);
    for (const userId of ['nope', '01890a5d-ac96-774b-bcce-b302099a8057']) {
      const res = await owner.gql(OPEN, { userId });
      expect([res.code, res.message]).toEqual(['NOT_FOUND', 'Member not found.']);
    }
    expect((await owner.gql(BLOCK, { id: applicant.user.id })).errors).toBeUndefined();
    for (const [from, to] of [
      [owner, applicant],
      [applicant, owner],
    ] as const) {
      const res = await open(from, to);
      expect([res.code, res.message]).toEqual(['NOT_FOUND', 'Member not found.']);
    }
    expect(await pairChats(owner, applicant)).toEqual([]);

    const second = await ownerAndApplicant();
    const unverified = await buildMember(app, { email_verified_at: null, first_name: 'Una' });
    await buildApplication(app.db, {
      post_id: (await buildPost(app.db, { posted_by: second.owner.user.id })).id,
      applicant_id: unverified.user.id,
    });
    const res = await open(unverified, second.owner);
    expect([res.code, res.message]).toEqual([
      'FORBIDDEN',
      'Verify your email to message members outside your connections.',
    ]);
  });
});

describe('the older send functions', () => {
  it('send through the new one, under the same rule (an instance still running older code)', async () => {
    const { owner, applicant, application } = await ownerAndApplicant();
    const chatId = await opened(applicant, owner);
    const oldSend = async (senderId: string, content: string) => {
      const [row] = await selectRows<{ connected: boolean; written: boolean }>(
        app.db,
        sql`select connected, written from squadup_send_counted(${uuidv7()}::uuid,
          ${chatId}::uuid, ${senderId}::uuid, ${content}, null, false, 29,
          now() - interval '1 minute')`,
      );
      return row;
    };
    expect(await oldSend(applicant.user.id, 'Hello')).toEqual({ connected: true, written: true });
    await app.db
      .update(applications)
      .set({ status: 'withdrawn' })
      .where(eq(applications.id, application.id));
    expect(await oldSend(applicant.user.id, 'Again')).toEqual({ connected: false, written: false });
    const sends = JSON.stringify([
      {
        ord: 0,
        id: uuidv7(),
        chat_id: chatId,
        sender_id: owner.user.id,
        content: 'Hi back',
        reply_to: null,
        is_reply: false,
        quota_offset: 29,
        quota_since: new Date(0).toISOString(),
      },
    ]);
    const many = await selectRows<{ written: boolean }>(
      app.db,
      sql`select written from squadup_send_counted_many(${sends}::json)`,
    );
    expect(many).toEqual([{ written: true }]);
    expect((await page(owner, chatId)).map((m) => m.content)).toEqual(['Hello', 'Hi back']);
  });
});

describe('message_from', () => {
  it('is the member’s own: null on anyone else’s record, and checked on input', async () => {
    const [ana, bob] = [await member(app, 'Ana'), await member(app, 'Bob')];
    expect((await ana.gql(MESSAGE_FROM, {})).data.loadUserById.message_from).toBe('applications');
    await setFrom(ana, 'squads');
    expect((await ana.gql(MESSAGE_FROM, {})).data.loadUserById.message_from).toBe('squads');
    const seen = await bob.gql(MESSAGE_FROM, { userId: ana.user.id });
    expect(seen.data.loadUserById.message_from).toBeNull();
    const bad = await ana.gql(SET_FROM, { from: 'everyone' as 'squads' });
    expect(bad.code).toBe('BAD_USER_INPUT');
    expect((await ana.gql(MESSAGE_FROM, {})).data.loadUserById.message_from).toBe('squads');
  });
});
