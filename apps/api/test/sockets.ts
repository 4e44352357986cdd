import { io as connect, type Socket } from 'socket.io-client';
import type { Member } from './members.js';
import { scaled } from '../../../scripts/test-timeouts.js';

export interface Recorded {
  event: string;
  args: unknown[];
}

export interface TestSocket {
  socket: Socket;
  /** Every server event this socket received, in arrival order. */
  events: Recorded[];
  /** The first event named `event` (already received or still to come) whose payload matches. */
  until<T = unknown>(event: string, matches?: (payload: T) => boolean): Promise<T>;
  /** Payloads received for `event`, in order. */
  all<T = unknown>(event: string): T[];
  /** The last payload received for `event`. */
  last<T = unknown>(event: string): T | undefined;
  /**
   * Emits with an acknowledgement and waits for it. The server answers a socket's packets in
   * order, so anything it emitted to this socket before the ack has arrived by then.
   */
  ack<T = unknown>(event: string, ...args: unknown[]): Promise<T>;
  close(): void;
}

export interface SocketOptions {
  /** socket.io `auth.token` (what browsers send). */
  token?: string;
  /** Sent as `Authorization: Bearer` instead (non-browser clients). */
  bearer?: string;
  origin?: string;
  /** Reconnect after a lost transport, as the web client does (socket.io's 1 s to 5 s delays). */
  reconnect?: boolean;
}

/** How long a socket waits for an event: scaled by the machine's load (scripts/test-timeouts.ts). */
const WAIT_MS = scaled(10_000);

/** A polling-only client, as the spec's web client; does not wait for the connection. */
export function openSocket(url: string, options: SocketOptions = {}): TestSocket {
  const headers: Record<string, string> = {};
  if (options.origin) headers.Origin = options.origin;
  if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  const socket = connect(url, {
    transports: ['polling'],
    reconnection: options.reconnect ?? false,
    forceNew: true, // one engine connection per client, never shared between members
    auth: options.token ? { token: options.token } : {},
    extraHeaders: headers,
  });
  const events: Recorded[] = [];
  const waiters = new Set<(recorded: Recorded) => void>();
  socket.onAny((event: string, ...args: unknown[]) => {
    const recorded = { event, args };
    events.push(recorded);
    for (const waiter of [...waiters]) waiter(recorded);
  });

  const all = <T>(event: string) =>
    events.filter((e) => e.event === event).map((e) => e.args[0] as T);

  return {
    socket,
    events,
    all,
    last: <T>(event: string) => all<T>(event).at(-1),
    until<T>(event: string, matches: (payload: T) => boolean = () => true) {
      const hit = (recorded: Recorded) =>
        recorded.event === event && matches(recorded.args[0] as T);
      const seen = events.find(hit);
      if (seen) return Promise.resolve(seen.args[0] as T);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const got = JSON.stringify(events.filter((e) => e.event === event).slice(-5));
          reject(new Error(`no matching "${event}" within ${WAIT_MS} ms; last ones: ${got}`));
        }, WAIT_MS);
        const waiter = (recorded: Recorded) => {
          if (!hit(recorded)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(recorded.args[0] as T);
        };
        waiters.add(waiter);
      });
    },
    ack: <T>(event: string, ...args: unknown[]) =>
      socket.timeout(WAIT_MS).emitWithAck(event, ...args) as Promise<T>,
    close: () => void socket.disconnect(),
  };
}

/** Resolves once connected; rejects with the server's refusal (connect_error). */
export function connected(client: TestSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (client.socket.connected) {
      resolve();
      return;
    }
    client.socket.once('connect', () => resolve());
    client.socket.once('connect_error', reject);
  });
}

/** Resolves with the refusal a client gets (connect_error), or rejects when it connects. */
export function refusal(client: TestSocket): Promise<Error & { data?: { code?: string } }> {
  return new Promise((resolve, reject) => {
    client.socket.once('connect', () => reject(new Error('the socket connected')));
    client.socket.once('connect_error', resolve);
  });
}

/** A member's socket, connected and seeded (its initialCounts received). */
export async function memberSocket(
  app: { url: string },
  member: Member,
  origin?: string,
): Promise<TestSocket> {
  const client = openSocket(app.url, { token: member.token, origin });
  await connected(client);
  await client.until('initialCounts');
  return client;
}
