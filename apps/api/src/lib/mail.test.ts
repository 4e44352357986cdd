import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import { createMailer, outboxDir } from './mail.js';

const log = pino({ level: 'silent' });
const message = {
  to: 'ada@example.test',
  subject: 'Hello',
  text: 'Line one\n\nhttp://localhost:3000/reset-password/1/abc\n',
  html: '<p>Hello</p>',
};

describe('createMailer', () => {
  let dataDir: string;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'squadup-mail-'));
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('without SMTP_URL writes each message as a raw RFC 822 file in DATA_DIR/outbox, names sorting by time', async () => {
    const mailer = createMailer(
      { dataDir, smtpUrl: undefined, mailFrom: 'Squadup <no-reply@squadup.dev>' },
      log,
    );
    expect(mailer.kind).toBe('outbox');
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second' });
    const files = (await readdir(outboxDir({ dataDir }))).sort();
    expect(files).toHaveLength(2);
    for (const file of files)
      expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/);
    const newest = await simpleParser(await readFile(join(outboxDir({ dataDir }), files[1]!)));
    expect(newest.subject).toBe('Second');
    expect(newest.from?.value[0]).toMatchObject({
      name: 'Squadup',
      address: 'no-reply@squadup.dev',
    });
    expect(newest.text).toContain('\nhttp://localhost:3000/reset-password/1/abc\n');
    expect(newest.html).toContain('<p>Hello</p>');
  });

  it('with SMTP_URL delivers over SMTP', async () => {
    const mailer = createMailer(
      { dataDir, smtpUrl: smtp.url, mailFrom: 'Squadup <mail@squadup.test>' },
      log,
    );
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message);
    const mail = await smtp.waitForMail((m) => m.subject === 'Hello');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('ada@example.test');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Squadup', address: 'mail@squadup.test' });
    mailer.close();
  });
});
