import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { gqlAs, tokenFor } from '../../../test/members.js';
import { messages, normaliseEmail, users } from '../../db/schema/index.js';
import { DEMO_EMAIL } from '../../db/seed/demo-data.js';
import { seedDemoData } from '../../db/seed/seed.js';
import { LIST, PAGE, UNREAD } from '../../../test/support/chat.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('demo chat seed', () => {
  it('gives the demo member two conversations with unread messages, once', async () => {
    await seedDemoData(app.db);
    const [demo] = await app.db
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(DEMO_EMAIL)));
    const token = await tokenFor(app, demo!);
    const list = await gqlAs(app, token, LIST);
    // The one-to-one chats; the demo squads' chats are seed-squads.test.ts's.
    const chats = list.data.getChatListForUser.filter((c) => c.other_user_id !== null);
    expect(chats.map((c) => c.first_name).sort()).toEqual(['Lucas', 'Noah']);
    const unread = await gqlAs(app, token, UNREAD);
    const byName = new Map(chats.map((c) => [c.first_name, c._id]));
    const direct = unread.data.getUnreadCountForChats.filter((u) =>
      chats.some((c) => c._id === u.chat_id),
    );
    expect(direct).toHaveLength(2);
    expect(direct).toEqual(
      expect.arrayContaining([
        { chat_id: byName.get('Noah'), unread_count: 2 },
        { chat_id: byName.get('Lucas'), unread_count: 1 },
      ]),
    );
    const noah = await gqlAs(app, token, PAGE, {
      chatId: byName.get('Noah')!,
      limit: 50,
    });
    expect(noah.data.getMessagesForChat).toHaveLength(11);
    expect(noah.data.getMessagesForChat.some((m) => m.reply_to_message_content)).toBe(true);

    const before = (await app.db.select({ id: messages.id }).from(messages)).length;
    await seedDemoData(app.db);
    expect((await app.db.select({ id: messages.id }).from(messages)).length).toBe(before);
  });
});
