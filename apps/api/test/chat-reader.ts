import { PAGE_LIMIT_MAX } from '@squadup/shared';
import { PAGE } from './support/chat.js';
import type { Member } from './members.js';
import { connected, openSocket, type TestSocket } from './sockets.js';

export interface ChatReader {
  client: TestSocket;
  /** Message ids received live (`receiveMessage`). */
  live: Set<string>;
  /** Message ids first seen in a catch-up after a reconnect. */
  caughtUp: Set<string>;
  /** Reconnects whose re-join and catch-up have finished. */
  readonly reconnects: number;
  /** What went wrong in a re-join or a catch-up (a reader never throws from an event). */
  errors: string[];
  /** True once `ids` have all been seen (live or caught up); false after `ms` without that. */
  seenAll(ids: readonly string[], ms: number): Promise<boolean>;
  /** True once a reconnect's re-join and catch-up have finished; false after `ms` without any. */
  reconnected(ms: number): Promise<boolean>;
  close(): void;
}

/**
 * A member's socket that reads `chatIds` the way the web client does with a chat open: it counts
 * every live `receiveMessage`, and after each reconnect joins the chats again and then fetches
 * their messages through GraphQL. Joining first, then fetching, leaves no gap: a message committed
 * after the fetch reached the room the socket was already in.
 */
export async function openChatReader(
  app: { url: string },
  member: Member,
  chatIds: readonly string[],
): Promise<ChatReader> {
  const client = openSocket(app.url, { token: member.token, reconnect: true });
  const live = new Set<string>();
  const caughtUp = new Set<string>();
  const errors: string[] = [];
  const changed = new Set<() => void>();
  let reconnects = 0;
  const notify = () => changed.forEach((check) => check());
  const seen = (id: string) => live.has(id) || caughtUp.has(id);

  /** Resolves true when `done()` holds (checked now and on every change), false after `ms`. */
  const until = (done: () => boolean, ms: number) =>
    new Promise<boolean>((resolve) => {
      const finish = (result: boolean) => {
        clearTimeout(timer);
        changed.delete(check);
        resolve(result);
      };
      const check = () => done() && finish(true);
      const timer = setTimeout(() => finish(false), ms);
      changed.add(check);
      check();
    });

  const joinAll = async () => {
    for (const chatId of chatIds) {
      const answer = await client.ack<{ ok: boolean }>('joinChat', chatId);
      if (!answer.ok) throw new Error(`joinChat ${chatId}: ${JSON.stringify(answer)}`);
    }
  };

  // Every page: a test chat holds a few dozen messages. Which pages a real client needs is its
  // own business; this reader checks that the server gives it the chance to fetch them.
  const catchUp = async (chatId: string) => {
    for (let page = 1; ; page += 1) {
      const res = await member.gql(PAGE, { chatId, page, limit: PAGE_LIMIT_MAX });
      if (res.errors) throw new Error(`getMessagesForChat: ${res.message}`);
      const ids = res.data.getMessagesForChat.map((message) => message._id);
      for (const id of ids) if (!seen(id)) caughtUp.add(id);
      if (ids.length < PAGE_LIMIT_MAX) return;
    }
  };

  client.socket.on('receiveMessage', (message: { _id: string }) => {
    live.add(message._id);
    notify();
  });
  await connected(client);
  await joinAll();
  // Every later 'connect' is a reconnect: the server forgot the rooms with the old connection.
  client.socket.on('connect', () => {
    void (async () => {
      await joinAll();
      for (const chatId of chatIds) await catchUp(chatId);
      reconnects += 1;
    })()
      .catch((error: unknown) => errors.push(String(error)))
      .finally(notify);
  });

  return {
    client,
    live,
    caughtUp,
    get reconnects() {
      return reconnects;
    },
    errors,
    seenAll: (ids, ms) => until(() => ids.every(seen), ms),
    reconnected: (ms) => until(() => reconnects > 0, ms),
    close: () => client.close(),
  };
}
