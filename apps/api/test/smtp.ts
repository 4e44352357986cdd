import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { scaled } from '../../../scripts/test-timeouts.js';

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  /** Every message received so far, parsed. */
  messages: ParsedMail[];
  /** Resolves with the first message (received already or later) that `match` accepts. */
  waitForMail(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Milliseconds the server waits before accepting each message (a slow mail server). */
  delayMs: number;
  /**
   * Until the returned release is called, every message the server receives waits for its answer
   * (a mail server that hangs): what must not wait for the mail can be shown to answer meanwhile.
   */
  hold(): () => void;
  /** The next this many messages are refused with a temporary failure (451), then accepted. */
  refuseNext: number;
  /** Resolves when a client has sent a whole message and waits for the server's answer. */
  nextDataEnd(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on loopback: nodemailer talks SMTP to it exactly as
 * to a production relay. Plain SMTP without AUTH or STARTTLS, as a local relay would be.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const waiters: { match: (mail: ParsedMail) => boolean; resolve: (mail: ParsedMail) => void }[] =
    [];
  const state = { delayMs: 0, refuseNext: 0 };
  // A message counts as delivered only once the server accepts it with the client still there
  // (SMTP: the final "250" after DATA); a client gone while the server waited delivered nothing.
  const closedSessions = new Set<string>();
  let dataEndWaiters: (() => void)[] = [];
  let held: Promise<void> | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onClose(session) {
      closedSessions.add(session.id);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          for (const resolve of dataEndWaiters) resolve();
          dataEndWaiters = [];
          if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
          await held;
          if (closedSessions.has(session.id)) return callback(new Error('Client went away'));
          if (state.refuseNext > 0) {
            state.refuseNext -= 1;
            const refused = Object.assign(new Error('Try again later'), { responseCode: 451 });
            return callback(refused);
          }
          messages.push(mail);
          for (const waiter of [...waiters]) {
            if (waiter.match(mail)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client's connection reset (a server under test killed or stopped with a pooled SMTP
  // connection open) ends that session; smtp-server re-emits it on the server, where an unheard
  // 'error' event would be an uncaught exception in the test process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    get refuseNext() {
      return state.refuseNext;
    },
    set refuseNext(value: number) {
      state.refuseNext = value;
    },
    hold() {
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    nextDataEnd: () => new Promise<void>((resolve) => dataEndWaiters.push(resolve)),
    waitForMail(match, timeoutMs = scaled(5000)) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No matching mail arrived')), timeoutMs);
        waiters.push({
          match,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The verification link on a line of its own in a mail's text part. */
export function verificationLinkIn(mail: ParsedMail): string {
  const line = (mail.text ?? '').split('\n').find((l) => /\/verify-email\/[^/\s]+\/\S+$/.test(l));
  if (!line) throw new Error(`No verification link in: ${mail.text}`);
  return line.trim();
}

/** The reset link on its own line in a mail's text part. */
export function resetLinkIn(mail: ParsedMail): string {
  const line = (mail.text ?? '').split('\n').find((l) => /\/reset-password\/[^/\s]+\/\S+$/.test(l));
  if (!line) throw new Error(`No reset link in: ${mail.text}`);
  return line.trim();
}
