import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from './smtp.js';

// The loopback SMTP server outlives its clients: the fault tests kill servers that hold a pooled
// SMTP connection, and a reset connection must end that session only, not the test run.

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

/** A raw client, once the server's 220 greeting arrived. */
function greeted(): Promise<Socket> {
  const { hostname, port } = new URL(smtp.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    socket.once('error', reject);
    socket.once('data', (data) => {
      expect(data.toString()).toMatch(/^220 /);
      resolve(socket);
    });
  });
}

/** Sends one command and waits for the server's answer. */
function command(socket: Socket, line: string): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (data) => resolve(data.toString()));
    socket.write(`${line}\r\n`);
  });
}

it('a client whose connection resets mid-mail ends its session; the server greets the next one', async () => {
  const dying = await greeted();
  expect(await command(dying, 'EHLO fault.test')).toMatch(/^250/);
  expect(await command(dying, 'MAIL FROM:<app@example.test>')).toMatch(/^250/);
  const gone = new Promise((resolve) => dying.once('close', resolve));
  dying.resetAndDestroy();
  await gone;
  const next = await greeted();
  next.end('QUIT\r\n');
});
