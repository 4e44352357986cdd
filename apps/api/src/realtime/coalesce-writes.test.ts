import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coalesceWrites, type WriteHolds } from './coalesce-writes.js';
import { userRoom, type RealtimeServer } from './rooms.js';

// A real socket.io server and a real long-polling client. That a hold keeps a message back until
// its counts are emitted is seen end to end in test/socket-writes.test.ts.

const MAX_HOLD_MS = 100;
let io: RealtimeServer;
let holds: WriteHolds;
let client: Socket;

beforeAll(async () => {
  const http = createServer();
  io = new Server(http, { transports: ['polling'] });
  holds = coalesceWrites(io, MAX_HOLD_MS);
  io.on('connection', (socket) => void socket.join(userRoom('ada')));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  client = connect(`http://127.0.0.1:${port}`, { transports: ['polling'] });
  await new Promise<void>((resolve) => client.once('connect', resolve));
});
afterAll(async () => {
  client.close();
  await io.close();
});

const received = (event: string) =>
  new Promise<void>((resolve) => client.once(event, () => resolve()));

describe('holding a member’s writes', () => {
  it('lets a packet go after the longest hold, however many holds follow each other', async () => {
    // Overlapping holds, each released a little after the next begins: the member is never
    // without one while this runs, and a cap per hold would keep the packet back for ever.
    let holding = true;
    let release = holds.hold('ada');
    const relay = setInterval(() => {
      const previous = release;
      release = holds.hold('ada');
      setTimeout(previous, 30);
    }, 20);
    const arrival = received('friendRequestUpdate').then(() => holding);
    io.to(userRoom('ada')).emit('friendRequestUpdate', { count: 1 });
    const stop = () => {
      holding = false;
      clearInterval(relay);
      release();
    };
    const deadline = setTimeout(stop, MAX_HOLD_MS * 20);
    expect(await arrival).toBe(true);
    clearTimeout(deadline);
    stop();
  });
});
