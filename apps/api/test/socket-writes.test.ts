import { describe, expect, it } from 'vitest';
import type { RealtimeSocket } from '../src/realtime/rooms.js';
import { connect, member, send } from './support/chat.js';
import { socketTestApp } from './socket-app.js';
import type { TestSocket } from './sockets.js';

/**
 * Which of the client's poll responses brought each event: 0 for the first response counted here,
 * 1 for the next, and so on (engine.io-client's transport says when a response is done).
 */
function pollNumbers(client: TestSocket): Map<string, number[]> {
  let polls = 0;
  const seen = new Map<string, number[]>();
  client.socket.io.engine.transport.on('pollComplete', () => {
    polls += 1;
  });
  client.socket.onAny((event: string) => seen.set(event, [...(seen.get(event) ?? []), polls]));
  return seen;
}

describe('writes to a polling client', () => {
  // The longest hold: a recount slower than the default's 50 ms on a busy machine still counts.
  const suite = socketTestApp({ env: { COUNT_HOLD_MS: '1000' } });
  const serverSocketOf = (userId: string): RealtimeSocket => {
    const found = [...suite.app.server.io.of('/').sockets.values()].find(
      (socket) => socket.data.userId === userId,
    );
    if (!found) throw new Error('no server socket for this member');
    return found;
  };

  it('sends what is emitted to a member in one turn of the event loop in ONE poll response', async () => {
    const ada = await member(suite.app);
    const client = await suite.open(ada);
    const polls = pollNumbers(client);
    const server = serverSocketOf(ada.user.id);
    // At a long-poll's arrival with nothing else on its way (the transport still writable), two
    // emits in the same turn: without coalescing the first leaves alone in that poll and the
    // second waits for the one after it.
    const { transport } = server.conn;
    const emitTwoWhenWaiting = () => {
      if (!transport.writable) {
        transport.once('ready', emitTwoWhenWaiting);
        return;
      }
      server.emit('friendRequestUpdate', { count: 4 });
      server.emit('totalUnreadUpdate', { count: 9 });
    };
    transport.once('ready', emitTwoWhenWaiting);
    // Answers the poll waiting now, so the client sends its next one.
    server.emit('friendRequestUpdate', { count: 3 });

    await client.until('totalUnreadUpdate', (p: { count: number }) => p.count === 9);
    const [, second] = polls.get('friendRequestUpdate')!;
    expect(polls.get('totalUnreadUpdate')).toEqual([second]);
    expect(client.all('friendRequestUpdate')).toEqual([{ count: 3 }, { count: 4 }]);
  });

  it("a message's two counts reach the recipient in one poll response, in order", async () => {
    const [ada, bob] = [await member(suite.app), await member(suite.app)];
    const { chatId } = await connect(suite.app, ada, bob);
    const bobClient = await suite.open(bob);
    const polls = pollNumbers(bobClient);

    await send(ada, chatId, 'Hello Bob');
    await bobClient.until('totalUnreadUpdate', (p: { count: number }) => p.count === 1);

    expect(bobClient.last('chatUnreadUpdate')).toEqual({ chatId, count: 1 });
    expect(polls.get('chatUnreadUpdate')).toEqual(polls.get('totalUnreadUpdate'));
    const names = bobClient.events.map((e) => e.event);
    expect(names.indexOf('chatUnreadUpdate')).toBeLessThan(names.indexOf('totalUnreadUpdate'));
  });

  it('a message and the counts it changes reach the recipient in one poll response', async () => {
    const [ada, bob] = [await member(suite.app), await member(suite.app)];
    const { chatId } = await connect(suite.app, ada, bob);
    const bobClient = await suite.open(bob);
    expect(await bobClient.ack('joinChat', chatId)).toEqual({ ok: true });
    const polls = pollNumbers(bobClient);

    // Without the hold the message leaves at once and its counts, read after it, in a later poll.
    for (const words of ['one', 'two']) {
      await send(ada, chatId, words);
      await bobClient.until('receiveMessage', (m: { content: string }) => m.content === words);
    }
    await bobClient.until('totalUnreadUpdate', (p: { count: number }) => p.count === 2);
    expect(polls.get('receiveMessage')).toEqual(polls.get('totalUnreadUpdate'));
    expect(polls.get('chatUnreadUpdate')).toEqual(polls.get('totalUnreadUpdate'));
  });
});
