import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import type { Member } from '../../../test/members.js';
import { posts } from '../../db/schema/index.js';
import { connect, member, send } from '../../../test/support/chat.js';
import { eq } from 'drizzle-orm';
import { formatReports, parseListLimit } from './reports.present.js';
import { listLatestReports } from './reports.service.js';

// What `npm run reports` prints: the query and the formatting (the CLI file only wires them).

let app: TestApp;
let ada: Member;
let bob: Member;

const REPORT = `mutation Report($input: ReportInput!) { reportContent(input: $input) { _id } }`;
async function reportAs(from: Member, subject_type: string, subject_id: string, details?: string) {
  const res = await from.gql(REPORT, {
    input: { subject_type, subject_id, reason: 'spam', details },
  });
  expect(res.errors).toBeUndefined();
}

beforeAll(async () => {
  app = await startTestApp();
  [ada, bob] = [await member(app, 'Ada'), await member(app, 'Bob')];
});
afterAll(() => app.stop());

describe('listLatestReports and formatReports', () => {
  it('lists the newest first with the reporter’s e-mail and a summary of each subject', async () => {
    const [post] = await app.db
      .insert(posts)
      .values({ posted_by: bob.user.id, title: 'Easy money' })
      .returning({ id: posts.id });
    const { chatId } = await connect(app, ada, bob);
    const long = `Line one\nline two ${'x'.repeat(100)}`;
    const message = await send(bob, chatId, long);
    await reportAs(ada, 'post', post!.id, 'Asks\nfor money.');
    await reportAs(ada, 'user', bob.user.id);
    await reportAs(ada, 'message', message._id);
    // Reported subjects can disappear before an operator looks.
    await app.db.delete(posts).where(eq(posts.id, post!.id));

    const rows = await listLatestReports(app.db, 10);
    expect(rows.map((r) => [r.subject_type, r.subject_text, r.reporter_email])).toEqual([
      ['message', long, ada.user.email],
      ['user', 'Bob Tester', ada.user.email],
      ['post', null, ada.user.email],
    ]);
    expect(await listLatestReports(app.db, 2)).toHaveLength(2);

    const text = formatReports(rows);
    const blocks = text.split('\n\n');
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC  spam  message ${message._id}  open\n`),
    );
    expect(blocks[0]).toContain(`  reporter: ${ada.user.email}\n`);
    expect(blocks[0]).toContain(`  message: "Line one line two ${'x'.repeat(61)}…"`);
    expect(blocks[1]).toContain('  user: "Bob Tester"');
    expect(blocks[2]).toContain('  post: (deleted)\n  details: Asks for money.\n');
    expect(formatReports([])).toBe('No reports.\n');
  });

  it('shows control and bidi characters of member text as visible escapes, and each report’s status', () => {
    const row = {
      id: 'r1',
      created_at: new Date('2026-11-28T10:00:00Z'),
      reporter_email: 'ada@example.test',
      subject_type: 'message' as const,
      subject_id: 'm1',
      subject_text: 'pay \u001b[31mnow\u0007 \u202Eevil\u202C \u2066x\u2069 \u0085 \u009b',
      reason: 'scam',
      details: 'tab\there\r\nnext \u0000 \u007f',
      status: 'open' as const,
    };
    const text = formatReports([row]);
    expect(text).toBe(
      '2026-11-28 10:00 UTC  scam  message m1  open\n' +
        '  reporter: ada@example.test\n' +
        '  message: "pay \\u{001b}[31mnow\\u{0007} \\u{202e}evil\\u{202c} \\u{2066}x\\u{2069} \\u{0085} \\u{009b}"\n' +
        '  details: tab here next \\u{0000} \\u{007f}\n',
    );
    // Nothing a terminal acts on is left: one line per field, no raw control or bidi character.
    // eslint-disable-next-line no-control-regex
    const unprintable = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
    expect(text).not.toMatch(unprintable);
    expect(formatReports([{ ...row, status: 'resolved' }])).toContain('message m1  resolved\n');
  });

  it('parses --limit: default 20, 1 to 1000, nothing else', () => {
    expect(parseListLimit(undefined)).toBe(20);
    expect(parseListLimit('5')).toBe(5);
    expect(parseListLimit('1000')).toBe(1000);
    for (const bad of ['0', '-1', '1.5', 'ten', '1001', '']) expect(parseListLimit(bad)).toBeNull();
  });
});
