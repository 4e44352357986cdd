import { CLIENT_EVENTS } from '@squadup/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from './support/chat.js';
import { SOCKET_ACCESS_RULES } from '../src/realtime/access-rules.js';
import { startTestApp, type TestApp } from './app.js';
import { memberSocket, type TestSocket } from './sockets.js';

// Names a client can never emit (socket.io reserves them for its own lifecycle).
const RESERVED = new Set([
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'error',
  'newListener',
  'removeListener',
]);

// Style habit 3 for the socket: every client event the server handles has an access rule.
describe('access rules: no unguarded socket event', () => {
  let app: TestApp;
  let client: TestSocket;
  beforeAll(async () => {
    app = await startTestApp();
    client = await memberSocket(app, await member(app));
  });
  afterAll(async () => {
    client.close();
    await app.stop();
  });

  it('lists every event a connected socket handles', () => {
    const [server] = app.server.io.of('/').sockets.values();
    const handled = server!
      .eventNames()
      .map(String)
      .filter((event) => !RESERVED.has(event));
    expect(handled.length).toBeGreaterThan(0);
    for (const event of handled) {
      expect(SOCKET_ACCESS_RULES, `socket event "${event}" has no access rule`).toHaveProperty(
        event,
      );
    }
  });

  it('lists exactly the shared client events, plus the handshake', () => {
    expect(Object.keys(SOCKET_ACCESS_RULES).sort()).toEqual(
      [...Object.keys(CLIENT_EVENTS), 'connection'].sort(),
    );
    expect(SOCKET_ACCESS_RULES.connection).toBe('authenticated');
  });
});
