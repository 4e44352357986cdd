import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildSquad } from '../../../test/factories.js';
import { buildMember, type Member } from '../../../test/members.js';
import { MESSAGES as CHAT } from '../chat/chat.policy.js';
import { MESSAGES } from './squads.policy.js';

// Someone outside a squad, holding its ids (post, chat, message, member), is refused by every
// squad query and mutation, and learns nothing: NOT_FOUND where the squad is named, FORBIDDEN
// on its chat as on any chat one is not in. The socket room is in test/socket-squads.test.ts.

let app: TestApp;
let owner: Member;
let ana: Member;
let stranger: Member;
let postId: string;
let chatId: string;
let messageId: string;

beforeAll(async () => {
  app = await startTestApp();
  [owner, ana, stranger] = [
    await buildMember(app, { first_name: 'Olga' }),
    await buildMember(app, { first_name: 'Ana' }),
    await buildMember(app, { first_name: 'Sam' }),
  ];
  ({
    post: { id: postId },
    chatId,
  } = await buildSquad(app.db, owner.user.id, [{ userId: ana.user.id, role: 'Frontend' }]));
  const sent = await ana.gql<{ sendMessage: { _id: string } }>(
    `mutation($chatId: ID!) { sendMessage(chatId: $chatId, content: "team only") { _id } }`,
    { chatId },
  );
  messageId = sent.data.sendMessage._id;
});
afterAll(() => app.stop());

describe('squad access', () => {
  it.each([
    [
      'loadSquad',
      `query($postId: ID!) { loadSquad(postId: $postId) { _id } }`,
      'NOT_FOUND',
      MESSAGES.notFound,
    ],
    [
      'leaveSquad',
      `mutation($postId: ID!) { leaveSquad(postId: $postId) }`,
      'NOT_FOUND',
      MESSAGES.notFound,
    ],
    [
      'removeSquadMember',
      `mutation($postId: ID!, $userId: ID!) { removeSquadMember(postId: $postId, userId: $userId) { _id } }`,
      'NOT_FOUND',
      MESSAGES.notFound,
    ],
    [
      'getMessagesForChat',
      `query($chatId: ID!) { getMessagesForChat(chatId: $chatId) { _id content } }`,
      'FORBIDDEN',
      CHAT.notParticipant,
    ],
    [
      'sendMessage',
      `mutation($chatId: ID!) { sendMessage(chatId: $chatId, content: "let me in") { _id } }`,
      'FORBIDDEN',
      CHAT.notParticipant,
    ],
    [
      'markMessagesAsRead',
      `mutation($chatId: ID!) { markMessagesAsRead(chatId: $chatId) { unread_count } }`,
      'FORBIDDEN',
      CHAT.notParticipant,
    ],
    [
      'editMessage',
      `mutation($messageId: ID!) { editMessage(messageId: $messageId, content: "mine now") { _id } }`,
      'FORBIDDEN',
      CHAT.notSender,
    ],
    [
      'deleteMessage',
      `mutation($messageId: ID!) { deleteMessage(messageId: $messageId) }`,
      'FORBIDDEN',
      CHAT.notSender,
    ],
    [
      'reportContent',
      `mutation($messageId: ID!) { reportContent(input: { subject_type: message, subject_id: $messageId, reason: spam }) { _id } }`,
      'NOT_FOUND',
      CHAT.messageNotFound,
    ],
  ])('refuses a non-member: %s', async (_name, query, code, message) => {
    const res = await stranger.gql(query, { postId, chatId, messageId, userId: ana.user.id });
    expect([res.code, res.message]).toEqual([code, message]);
  });

  it('lists the squad for its members only, and never its chat for others', async () => {
    const MINE = `{ getMySquads { _id } getChatListForUser { _id } }`;
    const theirs = await stranger.gql<{ getMySquads: unknown[]; getChatListForUser: unknown[] }>(
      MINE,
    );
    expect(theirs.data).toEqual({ getMySquads: [], getChatListForUser: [] });
    for (const who of [owner, ana]) {
      const mine = await who.gql<{
        getMySquads: { _id: string }[];
        getChatListForUser: { _id: string }[];
      }>(MINE);
      expect(mine.data.getMySquads).toEqual([{ _id: postId }]);
      expect(mine.data.getChatListForUser).toEqual([{ _id: chatId }]);
    }
  });

  it('lets a member edit only their own messages, and nobody the system lines', async () => {
    const owners = await owner.gql(
      `mutation($messageId: ID!) { editMessage(messageId: $messageId, content: "x") { _id } }`,
      { messageId },
    );
    expect([owners.code, owners.message]).toEqual(['FORBIDDEN', CHAT.notSender]);
    const page = await ana.gql<{ getMessagesForChat: { _id: string; kind: string }[] }>(
      `query($chatId: ID!) { getMessagesForChat(chatId: $chatId) { _id kind } }`,
      { chatId },
    );
    const line = page.data.getMessagesForChat.find((m) => m.kind === 'system')!;
    const edit = await ana.gql(
      `mutation($messageId: ID!) { editMessage(messageId: $messageId, content: "x") { _id } }`,
      { messageId: line._id },
    );
    expect([edit.code, edit.message]).toEqual(['FORBIDDEN', CHAT.systemLine]);
  });

  it('a block between owner and member ends the membership (the member leaves)', async () => {
    const [boss, dee] = [
      await buildMember(app, { first_name: 'Bo' }),
      await buildMember(app, { first_name: 'Dee' }),
    ];
    const squad = await buildSquad(app.db, boss.user.id, [{ userId: dee.user.id, role: 'QA' }]);
    const blocked = await dee.gql(
      `mutation($id: ID!) { blockUser(addresseeUserId: $id) { _id } }`,
      { id: boss.user.id },
    );
    expect(blocked.errors).toBeUndefined();
    const MINE = `{ getMySquads { _id } }`;
    expect((await dee.gql(MINE)).data).toEqual({ getMySquads: [] });
    const hidden = await dee.gql(`query($postId: ID!) { loadSquad(postId: $postId) { _id } }`, {
      postId: squad.post.id,
    });
    expect([hidden.code, hidden.message]).toEqual(['NOT_FOUND', MESSAGES.notFound]);
    // The owner's squad no longer holds the member (test/blocks-squads.test.ts walks the rest).
    const owners = await boss.gql<{ loadSquad: { members: { user_id: string }[] } }>(
      `query($postId: ID!) { loadSquad(postId: $postId) { members { user_id } } }`,
      { postId: squad.post.id },
    );
    expect(owners.data.loadSquad.members.map((m) => m.user_id)).not.toContain(dee.user.id);
  });
});
