import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { graphql } from '../../../test/gql/index.js';
import type { Member } from '../../../test/members.js';
import { memberSocket } from '../../../test/sockets.js';
import { BLOCK, connect, member, page, send, unread } from '../../../test/support/chat.js';

// A muted chat (docs/decisions/0078-muted-chats.md): its messages still arrive and stay readable,
// but count nothing unread, for the member who muted it only.

const MUTE = graphql(`
  mutation ChatTestMute($chatId: ID!, $muted: Boolean!) {
    setChatMuted(chatId: $chatId, muted: $muted) {
      chat_id
      muted
    }
  }
`);
const MUTED_LIST = graphql(`
  query ChatTestMutedList {
    getChatListForUser {
      _id
      muted
    }
  }
`);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const mute = (viewer: Member, chatId: string, muted = true) => viewer.gql(MUTE, { chatId, muted });

async function mutedIn(viewer: Member, chatId: string) {
  const res = await viewer.gql(MUTED_LIST);
  expect(res.errors).toBeUndefined();
  return res.data.getChatListForUser.find((chat) => chat._id === chatId)?.muted;
}

describe('setChatMuted', () => {
  it('takes the chat off the unread counts while muted; its messages stay readable', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    await send(bob, chatId, 'before');

    const res = await mute(ada, chatId);
    expect(res.errors).toBeUndefined();
    expect(res.data.setChatMuted).toEqual({ chat_id: chatId, muted: true });
    expect(await mutedIn(ada, chatId)).toBe(true);
    expect(await mutedIn(bob, chatId)).toBe(false); // ada's choice alone
    await send(bob, chatId, 'while muted');
    expect(await unread(ada)).toEqual([]);
    expect((await page(ada, chatId)).map((m) => m.content)).toEqual(['before', 'while muted']);
    // Bob's side counts as ever.
    await send(ada, chatId, 'to bob');
    expect(await unread(bob)).toEqual([{ chat_id: chatId, unread_count: 1 }]);

    // Muting twice is still muted; unmuting brings back what is still unread.
    expect((await mute(ada, chatId)).data?.setChatMuted.muted).toBe(true);
    expect((await mute(ada, chatId, false)).data?.setChatMuted).toEqual({
      chat_id: chatId,
      muted: false,
    });
    expect(await mutedIn(ada, chatId)).toBe(false);
    // ada's own message moved her read pointer past bob's two.
    await send(bob, chatId, 'after');
    expect(await unread(ada)).toEqual([{ chat_id: chatId, unread_count: 1 }]);
  });

  it("refuses another member's chat, an unknown or malformed id, and a blocked pair's chat", async () => {
    const [ada, bob, cy] = [await member(app), await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const outsider = await mute(cy, chatId);
    expect(outsider.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const id of [uuidv7(), 'not-a-chat']) {
      expect((await mute(ada, id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await bob.gql(BLOCK, { id: ada.user.id })).errors).toBeUndefined();
    expect((await mute(ada, chatId)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await mute(bob, chatId)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("tells the member's open tabs, with the chat's count gone", async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    await send(bob, chatId, 'unread');
    const [tab, bobTab] = [await memberSocket(app, ada), await memberSocket(app, bob)];
    try {
      expect((await mute(ada, chatId)).errors).toBeUndefined();
      expect(await tab.until('chatMuteUpdate')).toEqual({ chatId, muted: true });
      expect(await tab.until<{ count: number }>('totalUnreadUpdate', (u) => u.count === 0)).toEqual(
        {
          count: 0,
        },
      );
      expect((await mute(ada, chatId, false)).errors).toBeUndefined();
      expect(await tab.until<{ muted: boolean }>('chatMuteUpdate', (u) => !u.muted)).toEqual({
        chatId,
        muted: false,
      });
      expect(bobTab.all('chatMuteUpdate')).toEqual([]);
    } finally {
      tab.close();
      bobTab.close();
    }
  });
});
