import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { testServiceContext } from '../../../test/service-context.js';
import { messages } from '../../db/schema/index.js';
import type { AfterCommitSubscriber, DomainEvent } from '../../lib/domain-events.js';
import * as chat from './chat.messages.js';
import { connect, member } from '../../../test/support/chat.js';

// The GraphQL app is built with its own publisher, so these call the services directly with a
// recording one. At each publish the recorder reads the database through the app's handle (a
// separate pool connection on PostgreSQL): the change must already be committed and visible.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

function recorder() {
  const seen: { event: DomainEvent; visible: Promise<unknown> }[] = [];
  const publisher: AfterCommitSubscriber = {
    publish: (event) => {
      const id =
        event.type === 'message.sent' || event.type === 'message.updated'
          ? event.message._id
          : event.type === 'message.deleted'
            ? event.messageId
            : null;
      const visible = id
        ? app.db
            .select({ content: messages.content, is_deleted: messages.is_deleted })
            .from(messages)
            .where(eq(messages.id, id))
            .then((rows) => rows[0] ?? null)
        : Promise.resolve(null);
      seen.push({ event, visible });
    },
  };
  return { publisher, seen };
}

describe('domain events', () => {
  it('publishes each change once, after its commit, to the right members', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const { publisher, seen } = recorder();
    const viewer = testServiceContext(app, ada.user.id, publisher);
    const sent = await chat.sendMessage(viewer, { chatId, content: 'hi' });
    await chat.editMessage(viewer, sent._id, 'hello');
    await chat.deleteMessage(viewer, sent._id);
    await chat.markMessagesAsRead(testServiceContext(app, bob.user.id, publisher), chatId);
    expect(seen.map((s) => s.event)).toEqual([
      {
        type: 'message.sent',
        message: sent,
        recipientIds: [bob.user.id],
        hiddenFrom: [],
        senderHadUnread: false,
        // Bob's counts, read by the send's statement after it wrote.
        counted: {
          counts: [{ userId: bob.user.id, count: 1, total: 1 }],
          sent: { since: expect.any(Number), order: expect.any(Number) },
        },
      },
      {
        type: 'message.updated',
        message: expect.objectContaining({ _id: sent._id, content: 'hello' }),
        hiddenFrom: [],
      },
      {
        type: 'message.deleted',
        chatId,
        messageId: sent._id,
        participantIds: expect.arrayContaining([ada.user.id, bob.user.id]),
      },
      {
        type: 'chat.read',
        chatId,
        userId: bob.user.id,
        // Bob shows read receipts: the read is told to the chat, up to the newest message.
        receipt: { messageId: sent._id, readAt: expect.any(String) },
      },
    ]);
    expect(await Promise.all(seen.map((s) => s.visible))).toEqual([
      { content: 'hi', is_deleted: false },
      { content: 'hello', is_deleted: false },
      { content: '', is_deleted: true },
      null,
    ]);
  });

  it('publishes nothing for a refused or invalid call', async () => {
    const [ada, bob, eve] = [await member(app), await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const { publisher, seen } = recorder();
    const sent = await chat.sendMessage(testServiceContext(app, ada.user.id, publisher), {
      chatId,
      content: 'x',
    });
    seen.length = 0;
    // Thunks, called one at a time: a promise created before its `rejects` handler is attached
    // would count as an unhandled rejection if it settled first.
    const refused = [
      () =>
        chat.sendMessage(testServiceContext(app, eve.user.id, publisher), { chatId, content: 'x' }),
      () =>
        chat.sendMessage(testServiceContext(app, ada.user.id, publisher), {
          chatId,
          content: '   ',
        }),
      () => chat.editMessage(testServiceContext(app, bob.user.id, publisher), sent._id, 'mine now'),
      () => chat.deleteMessage(testServiceContext(app, bob.user.id, publisher), sent._id),
      () => chat.markMessagesAsRead(testServiceContext(app, eve.user.id, publisher), chatId),
      () =>
        chat.deleteMessage(
          testServiceContext(app, ada.user.id, publisher),
          '01890a5d-ac96-774b-bcce-b302099a8057',
        ),
      () => chat.deleteMessage(testServiceContext(app, ada.user.id, publisher), 'nope'),
    ];
    for (const call of refused)
      await expect(call()).rejects.toMatchObject({ code: expect.any(String) });
    expect(seen).toEqual([]);
  });

  it('publishes messages to the chat room without anyone’s deleted_for', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const { publisher, seen } = recorder();
    const viewer = testServiceContext(app, ada.user.id, publisher);
    const sent = await chat.sendMessage(viewer, { chatId, content: 'hi' });
    await app.db
      .update(messages)
      .set({ deleted_for: [ada.user.id, bob.user.id] })
      .where(eq(messages.id, sent._id));
    const edited = await chat.editMessage(viewer, sent._id, 'hello');
    expect(edited.deleted_for).toEqual([ada.user.id]); // the editor's own answer
    const update = seen.at(-1)!.event;
    expect(update).toMatchObject({ type: 'message.updated', message: { _id: sent._id } });
    expect(update.type === 'message.updated' && update.message.deleted_for).toEqual([]);
  });

  it('publishes a deletion once: deleting again answers the id and publishes nothing', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const { publisher, seen } = recorder();
    const viewer = testServiceContext(app, ada.user.id, publisher);
    const sent = await chat.sendMessage(viewer, { chatId, content: 'oops' });
    seen.length = 0;
    expect(await chat.deleteMessage(viewer, sent._id)).toBe(sent._id);
    expect(seen.map((s) => s.event.type)).toEqual(['message.deleted']);
    expect(await chat.deleteMessage(viewer, sent._id)).toBe(sent._id);
    expect(seen.map((s) => s.event.type)).toEqual(['message.deleted']);
    expect(await seen[0]!.visible).toEqual({ content: '', is_deleted: true });
  });
});
