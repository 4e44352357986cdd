import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp, type TestAppOptions } from './app.js';
import type { Member } from './members.js';
import { memberSocket, type TestSocket } from './sockets.js';

/**
 * For a socket test file: one app started before its tests, and `open` for members' sockets,
 * every one closed (then the app stopped) after them.
 */
export function socketTestApp(options: TestAppOptions = {}): {
  readonly app: TestApp;
  open(who: Member): Promise<TestSocket>;
} {
  let started: TestApp | undefined;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    started = await startTestApp(options);
  });
  afterAll(async () => {
    for (const client of sockets) client.close();
    await started?.stop();
  });
  const app = () => {
    if (!started) throw new Error('The test app starts in beforeAll.');
    return started;
  };
  return {
    get app() {
      return app();
    },
    async open(who) {
      const client = await memberSocket(app(), who);
      sockets.push(client);
      return client;
    },
  };
}
