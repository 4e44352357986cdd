// The client half of `npm run bench:chat`: connects N polling clients that join their chat, has
// each send M messages one every `intervalMs` (the socket's acknowledged `sendMessage` for the app,
// retried after a busy refusal as the web does; a socket `send` for the relay) and records what each
// peer receives. In squad mode a chat has more than
// two members: each send goes out from a random member of the chat, and every other member of it
// is a delivery to wait for.
import { Agent } from 'node:http';
import { SEND_ADMISSION, sendRetryDelayMs, type SendMessageAck } from '@squadup/shared';
import { io, type Socket } from 'socket.io-client';
import type { ServerStats } from './bench-chat-protocol.js';
import type { BenchMember } from './bench-chat-seed.js';

export interface LoadTarget {
  url: string;
  members: BenchMember[];
  /**
   * How a message is sent: 'app' through the socket's `sendMessage` with its ack (as the web
   * sends), 'relay' through the bare relay's `send`.
   */
  send: 'app' | 'relay';
  /** The server's CPU and memory (children started here; not a running instance). */
  stats?: () => Promise<ServerStats>;
}

export interface LoadOptions {
  clients: number;
  messages: number;
  intervalMs: number;
  drainMs: number;
  /** Squad mode: each send is from a random member of the slot's chat, not the slot's member. */
  randomSender?: boolean;
  /**
   * As the web with a chat open (the app only): a sender says it is typing before each message,
   * and a member who receives one marks the chat read (its read receipt goes to the sender).
   */
  signals?: boolean;
}

export interface LoadResult {
  /** Deliveries expected: each acknowledged message times the other members of its chat. */
  expected: number;
  /** Messages acknowledged to their sender. */
  messages: number;
  /** Messages never acknowledged as stored (refused, timed out, or busy through every retry). */
  sendErrors: number;
  /** The deliveries those messages would have made: lost too. */
  unackedDeliveries: number;
  /** Busy refusals (SERVICE_UNAVAILABLE) answered, each followed by a retry or a give-up. */
  busyRefusals: number;
  /** Messages that needed at least one retry before their ok ack. */
  retried: number;
  errorSamples: string[];
  /** Ascending, ms: from the first try to the last answer (ack), retries' waits included. */
  sends: number[];
  /** Ascending, ms: from the send to a peer's receiveMessage, one per delivery. */
  latencies: number[];
  duplicates: number;
  disconnects: number;
  sendSeconds: number;
  /** The server's CPU over the send phase and the drain, % of one core; undefined when unknown. */
  cpuPercent: number | undefined;
  /** The server's CPU time over the same window, in ms. */
  cpuMs: number | undefined;
  rssMb: number | undefined;
  /** The server's event loop delay over the send phase and the drain, ms; undefined when unknown. */
  loopDelayMs: { p99: number; max: number } | undefined;
}

const CONNECT_BATCH = 50;
const ACK_TIMEOUT_MS = 60_000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function connectAll(
  target: LoadTarget,
  onReceive: (m: BenchMember, content: string) => void,
) {
  const sockets: Socket[] = [];
  let disconnects = 0;
  const reasons = new Map<string, number>();
  for (let i = 0; i < target.members.length; i += CONNECT_BATCH) {
    await Promise.all(
      target.members.slice(i, i + CONNECT_BATCH).map(async (m, j) => {
        const socket = io(target.url, {
          transports: ['polling'],
          forceNew: true,
          auth: { token: m.token },
          // Names the member in the handshake (auth travels only after it): the sticky proxy of
          // `--instances` routes by it; the app and the relay ignore it.
          query: { member: m.id },
          reconnection: true,
          // Its own keep-alive connections, as a browser keeps them per site: without an agent the
          // Node client opens a new TCP connection for every poll (docs/decisions/0044).
          agent: new Agent({ keepAlive: true }) as unknown as string,
        });
        sockets[i + j] = socket;
        socket.on('receiveMessage', (message: { content: string; sender_id: string }) => {
          // The sender's own copy (it joined the room too) is not a delivery.
          if (message.sender_id !== m.id) onReceive(m, message.content);
        });
        socket.on('disconnect', (reason) => {
          disconnects += 1;
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        });
        await new Promise<void>((resolve, reject) => {
          // Like the web client: (re)join the open chat on every connect, reconnections included.
          socket.on('connect', () => {
            socket
              .timeout(ACK_TIMEOUT_MS)
              .emitWithAck('joinChat', m.chatId)
              .then(() => resolve(), reject);
          });
          socket.once('connect_error', reject);
        });
      }),
    );
  }
  return { sockets, disconnects: () => disconnects, reasons };
}

const MARK_READ = `mutation($chatId: ID!) { markMessagesAsRead(chatId: $chatId) { unread_count } }`;

/** The member marks their chat read over GraphQL, as the web does when a message arrives. */
async function markRead(url: string, m: BenchMember): Promise<void> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: MARK_READ, variables: { chatId: m.chatId } }),
  });
  const body = (await response.json()) as { errors?: unknown };
  if (!response.ok || body.errors) throw new Error(JSON.stringify(body.errors ?? response.status));
}

/** A rejected emitWithAck (its timeout), as text. */
const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

type Answer = { ok: true } | { ok: false; error: string; retryAfterMs?: number };

/** One message through the relay's `send`; any ack is a success. */
async function sendToRelay(socket: Socket, m: BenchMember, content: string): Promise<Answer> {
  return socket
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck('send', { chatId: m.chatId, content })
    .then(
      () => ({ ok: true }) as const,
      (error: unknown) => ({ ok: false, error: describeError(error) }),
    );
}

/** One try through the app's socket `sendMessage`; a busy refusal carries its retryAfterMs. */
async function sendToApp(socket: Socket, m: BenchMember, content: string): Promise<Answer> {
  try {
    const ack = (await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('sendMessage', { chatId: m.chatId, content })) as SendMessageAck;
    if (ack.ok) return { ok: true };
    if (ack.code === 'SERVICE_UNAVAILABLE')
      return {
        ok: false,
        error: ack.code,
        retryAfterMs: ack.retryAfterMs ?? SEND_ADMISSION.retryAfterMs,
      };
    return { ok: false, error: `${ack.code}: ${ack.message}` };
  } catch (error) {
    return { ok: false, error: describeError(error) };
  }
}

/**
 * Sends until acknowledged, retrying a busy refusal as the web does (the wait the server asked,
 * then sendRetryDelayMs; SEND_ADMISSION.retryAttempts retries at most).
 */
async function sendWithRetries(
  send: () => Promise<Answer>,
  counts: { busyRefusals: number },
): Promise<{ answer: Answer; retries: number }> {
  for (let n = 0; ; n += 1) {
    const answer = await send();
    if (answer.ok || answer.retryAfterMs === undefined) return { answer, retries: n };
    counts.busyRefusals += 1;
    if (n >= SEND_ADMISSION.retryAttempts) return { answer, retries: n };
    await delay(sendRetryDelayMs(answer.retryAfterMs, n, Math.random()));
  }
}

export async function runChatLoad(
  target: LoadTarget,
  options: LoadOptions,
  print: (line: string) => void,
): Promise<LoadResult> {
  const sentAt = new Map<string, number>();
  const delivered = new Set<string>();
  const latencies: number[] = [];
  let duplicates = 0;
  const connectStart = Date.now();
  const signals = options.signals === true && target.send === 'app';
  let readErrors = 0;
  const { sockets, disconnects, reasons } = await connectAll(target, (m, content) => {
    if (signals) void markRead(target.url, m).catch(() => (readErrors += 1));
    const at = sentAt.get(content);
    if (at === undefined) return;
    const delivery = `${content}>${m.id}`;
    if (delivered.has(delivery)) duplicates += 1;
    else {
      delivered.add(delivery);
      latencies.push(Date.now() - at);
    }
  });
  print(`  ${sockets.length} sockets connected and joined in ${Date.now() - connectStart} ms`);
  const disconnectsBefore = disconnects();

  const inChat = new Map<string, number[]>();
  target.members.forEach((m, index) =>
    inChat.set(m.chatId, [...(inChat.get(m.chatId) ?? []), index]),
  );
  let expected = 0;
  let messages = 0;
  let sendErrors = 0;
  let unackedDeliveries = 0;
  let retried = 0;
  const counts = { busyRefusals: 0 };
  const errorSamples = new Set<string>();
  const sends: number[] = [];
  const statsBefore = await target.stats?.();
  const sendStart = Date.now();
  await Promise.all(
    target.members.map(async (m, index) => {
      await delay(Math.random() * options.intervalMs);
      const chat = inChat.get(m.chatId)!;
      for (let k = 0; k < options.messages; k += 1) {
        const content = `bench ${index} ${k}`;
        const from = options.randomSender ? chat[Math.floor(Math.random() * chat.length)]! : index;
        const sender = target.members[from]!;
        const t0 = Date.now();
        sentAt.set(content, t0);
        const socket = sockets[from]!;
        // A server that has no typing event ignores it (no ack is asked).
        if (signals) socket.emit('typing', { chatId: sender.chatId, typing: true });
        const { answer, retries } = await sendWithRetries(
          () =>
            target.send === 'app'
              ? sendToApp(socket, sender, content)
              : sendToRelay(socket, sender, content),
          counts,
        );
        sends.push(Date.now() - t0);
        if (retries > 0 && answer.ok) retried += 1;
        if (!answer.ok) {
          if (errorSamples.size < 3) errorSamples.add(answer.error);
          sendErrors += 1;
          unackedDeliveries += chat.length - 1;
          sentAt.delete(content);
        } else {
          messages += 1;
          expected += chat.length - 1;
        }
        if (k < options.messages - 1) await delay(options.intervalMs);
      }
    }),
  );
  const sendSeconds = (Date.now() - sendStart) / 1000;
  const drainUntil = Date.now() + options.drainMs;
  while (latencies.length < expected && Date.now() < drainUntil) await delay(100);
  const statsAfter = await target.stats?.();
  const wallMs = Date.now() - sendStart;
  const dropped = disconnects() - disconnectsBefore;
  if (readErrors > 0) print(`  ${readErrors} reads of a chat failed`);
  if (dropped > 0)
    print(`  disconnects by reason: ${[...reasons].map(([r, n]) => `${r} ${n}`).join(', ')}`);
  for (const socket of sockets) socket.disconnect();

  const cpuMs = (s: ServerStats) => (s.cpu.user + s.cpu.system) / 1000;
  return {
    expected,
    messages,
    sendErrors,
    unackedDeliveries,
    busyRefusals: counts.busyRefusals,
    retried,
    errorSamples: [...errorSamples],
    sends: sends.sort((a, b) => a - b),
    latencies: latencies.sort((a, b) => a - b),
    duplicates,
    disconnects: dropped,
    sendSeconds,
    cpuPercent:
      statsBefore && statsAfter
        ? ((cpuMs(statsAfter) - cpuMs(statsBefore)) / wallMs) * 100
        : undefined,
    cpuMs: statsBefore && statsAfter ? cpuMs(statsAfter) - cpuMs(statsBefore) : undefined,
    rssMb: statsAfter ? statsAfter.memory.rss / 2 ** 20 : undefined,
    loopDelayMs: statsAfter?.loopDelayMs,
  };
}
