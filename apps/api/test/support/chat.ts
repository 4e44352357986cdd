import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import type { TestApp } from '../app.js';
import { buildConnection } from '../factories.js';
import { buildMember, type Member } from '../members.js';
import type { Database } from '../../src/db/client.js';
import { selectRows } from '../../src/db/raw.js';
import { chats, messages, users } from '../../src/db/schema/index.js';
import { graphql } from '../gql/index.js';
import { isUuid } from '../../src/lib/ids.js';
import { unreadInChatAndTotalQuery } from '../../src/modules/chat/chat.unread.js';

// Shared by the chat tests: operations, and connected pairs built by the factories.

// Every message answer below selects these fields (codegen reads the fragment from here).
graphql(`
  fragment ChatTestMessage on Message {
    _id
    chat_id
    sender_id
    content
    read_by {
      user_id
      read_at
    }
    edited_at
    is_deleted
    deleted_for
    reply_to_message_id
    reply_to_message_content
    created_at
    updated_at
  }
`);
export const SEND = graphql(`
  mutation ChatTestSend($chatId: ID!, $content: String!, $replyTo: ID) {
    sendMessage(chatId: $chatId, content: $content, replyToMessageId: $replyTo) {
      ...ChatTestMessage
    }
  }
`);
export const EDIT = graphql(`
  mutation ChatTestEdit($messageId: ID!, $content: String!) {
    editMessage(messageId: $messageId, content: $content) {
      ...ChatTestMessage
    }
  }
`);
export const DELETE = graphql(`
  mutation ChatTestDelete($messageId: ID!) {
    deleteMessage(messageId: $messageId)
  }
`);
export const READ = graphql(`
  mutation ChatTestRead($chatId: ID!) {
    markMessagesAsRead(chatId: $chatId) {
      chat_id
      unread_count
    }
  }
`);
export const PAGE = graphql(`
  query ChatTestPage($chatId: ID!, $page: Int, $limit: Int) {
    getMessagesForChat(chatId: $chatId, page: $page, limit: $limit) {
      ...ChatTestMessage
    }
  }
`);
export const LIST = graphql(`
  query ChatTestList {
    getChatListForUser {
      _id
      participant_ids
      other_user_id
      is_active
      created_at
      updated_at
      first_name
      last_name
      photo
      last_message_content
      last_message_at
    }
  }
`);
export const UNREAD = graphql(`
  query ChatTestUnread {
    getUnreadCountForChats {
      chat_id
      unread_count
    }
  }
`);
export const REMOVE = graphql(`
  mutation ChatTestRemove($id: ID!) {
    removeConnection(connectionId: $id)
  }
`);
export const BLOCK = graphql(`
  mutation ChatTestBlock($id: ID!) {
    blockUser(addresseeUserId: $id) {
      _id
    }
  }
`);

let n = 0;
export const member = (app: TestApp, first_name = `Chatter${(n += 1)}`) =>
  buildMember(app, { first_name, last_name: 'Tester', photo: `${first_name}.png` });

/**
 * `a` and `b` connected (`a` asked, `b` accepted) with their chat open: built by the factory, as
 * the chat tests need the pair, not the request flow (connections.test.ts tests that).
 */
export async function connect(app: Pick<TestApp, 'db'>, a: Member, b: Member) {
  const connection = await buildConnection(app.db, {
    requester_user_id: a.user.id,
    addressee_user_id: b.user.id,
  });
  return { connectionId: connection.id, chatId: connection.chat_id! };
}

export async function send(from: Member, chatId: string, content: string, replyTo?: string) {
  const res = await from.gql(SEND, { chatId, content, replyTo });
  expect(res.errors).toBeUndefined();
  return res.data.sendMessage;
}

export async function page(viewer: Member, chatId: string, pageNo?: number, limit?: number) {
  const res = await viewer.gql(PAGE, {
    chatId,
    page: pageNo,
    limit,
  });
  expect(res.errors).toBeUndefined();
  return res.data.getMessagesForChat;
}

export async function unread(viewer: Member) {
  const res = await viewer.gql(UNREAD);
  expect(res.errors).toBeUndefined();
  return res.data.getUnreadCountForChats;
}

/**
 * `count` chats for `viewer`, written straight into the database (hundreds through GraphQL would
 * be slow), each with one unread message from its other member. Chat i was active i minutes ago:
 * the answer lists the chat ids from the most to the least recently active.
 */
export async function seedChatsWithUnread(app: TestApp, viewer: Member, count: number) {
  const others = Array.from({ length: count }, (_, i) => ({
    id: uuidv7(),
    email: `bulk-${uuidv7()}@example.test`,
    first_name: `Bulk${i}`,
    last_name: 'Tester',
  }));
  await app.db.insert(users).values(others);
  const now = Date.now();
  const rows = others.map((other, i) => {
    const [low, high] = [viewer.user.id, other.id].sort();
    return {
      id: uuidv7(),
      user_low_id: low!,
      user_high_id: high!,
      last_message_at: new Date(now - (i + 1) * 60_000),
    };
  });
  await app.db.insert(chats).values(rows);
  await app.db.insert(messages).values(
    rows.map((chat, i) => ({
      chat_id: chat.id,
      sender_id: others[i]!.id,
      content: `hello ${i}`,
      created_at: chat.last_message_at,
    })),
  );
  return rows.map((chat) => chat.id);
}

/**
 * One (member, chat) pair's unread count and the member's total, one statement: what a counter
 * update sends, as the reference the batched unreadInChatsAndTotals (realtime) must agree with.
 */
export async function unreadInChatAndTotal(
  db: Database,
  chatId: string,
  userId: string,
): Promise<{ count: number; total: number }> {
  if (!isUuid(chatId) || !isUuid(userId)) return { count: 0, total: 0 };
  const [row] = await selectRows<{ count: number | string; total: number | string }>(
    db,
    unreadInChatAndTotalQuery(chatId, userId),
  );
  return { count: Number(row?.count ?? 0), total: Number(row?.total ?? 0) };
}
