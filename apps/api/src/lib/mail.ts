import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Logger } from './logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text part; links go on a line of their own so any client can open them. */
  text: string;
  html: string;
  /** `<id@host>`: the same on every attempt at one mail, so a receiver can tell a repeat. */
  messageId?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  /** `smtp` when SMTP_URL is set, otherwise `outbox` (raw .eml files in DATA_DIR/outbox). */
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the SMTP server accepted the message or the file is written. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Where the outbox mailer writes: one RFC 822 file per message, newest sorting last. */
export const outboxDir = (config: Pick<Config, 'dataDir'>): string =>
  join(config.dataDir, 'outbox');

// `2025-05-01T09-30-00-123Z-1f3a9c.eml`: the ISO time sorts by name; the suffix keeps two
// messages in the same millisecond apart.
const outboxFileName = () =>
  `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;

/**
 * Short SMTP timeouts: nodemailer waits 2 minutes to connect, 30 s for the greeting and 10 minutes
 * of silence by default, so a relay that accepts and never answers held mails (and shutdown) for
 * that long. A mail that fails is logged; the member can ask for it again.
 */
export const SMTP_TIMEOUTS = {
  connectionMs: 5_000,
  greetingMs: 5_000,
  socketMs: 15_000,
} as const;

/** Outgoing mail: nodemailer over SMTP_URL, or the local outbox when it is unset. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: Logger,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: SMTP_TIMEOUTS.connectionMs,
      greetingTimeout: SMTP_TIMEOUTS.greetingMs,
      socketTimeout: SMTP_TIMEOUTS.socketMs,
    });
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
      close: () => transport.close(),
    };
  }
  // Builds the same MIME message SMTP would carry, but keeps it as bytes.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const dir = outboxDir(config);
  return {
    kind: 'outbox',
    async send(message) {
      const info = await composer.sendMail({ from: config.mailFrom, ...message });
      await mkdir(dir, { recursive: true });
      const file = join(dir, outboxFileName());
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file }, 'Mail written to the outbox (SMTP_URL is not set)');
    },
    close: () => composer.close(),
  };
}
