import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './app.js';

const ALLOWED = 'https://squadup.example';

describe('socket.io on the app server', () => {
  let app: TestApp;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await startTestApp({ env: { CORS_ORIGINS: ALLOWED } });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app.stop();
  });

  it('accepts a polling connection (the spec client uses polling only) on the same port', async () => {
    const socket = connect(app.url, {
      transports: ['polling'],
      reconnection: false,
      extraHeaders: { Origin: ALLOWED },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect(socket.connected).toBe(true);
    expect(app.server.io.of('/').sockets.size).toBe(1);
  });

  it('applies the CORS allowlist to the polling transport', async () => {
    const handshake = (origin: string) =>
      app.request
        .get('/socket.io/')
        .query({ EIO: '4', transport: 'polling' })
        .set('Origin', origin);
    expect((await handshake(ALLOWED)).headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(
      (await handshake('https://evil.example')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });
});
