import { QUOTAS, REPORT_LIMITS } from '@squadup/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildPost } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import type { ReportsReportMutation } from '../../../test/gql/graphql.js';
import { documentText } from '../../../test/graphql.js';
import { gqlAs, type Member } from '../../../test/members.js';
import { reports } from '../../db/schema/index.js';
import { connect, DELETE, member, send } from '../../../test/support/chat.js';

const REPORT = graphql(`
  mutation ReportsReport($input: ReportInput!) {
    reportContent(input: $input) {
      _id
      subject_type
      subject_id
      reason
      details
      created_at
    }
  }
`);

let app: TestApp;
let ada: Member;
let bob: Member;
let cy: Member;
let bobsPost: string;
let bobsMessage: string;
let adasMessage: string;

// Sent as text with loose variables: several tests send an input that is bad on purpose.
const report = (from: Member, input: Record<string, unknown>) =>
  from.gql<ReportsReportMutation>(documentText(REPORT), { input });
const rowsOf = (reporter: Member) =>
  app.db.select().from(reports).where(eq(reports.reporter_id, reporter.user.id));

beforeAll(async () => {
  app = await startTestApp();
  [ada, bob, cy] = [await member(app, 'Ada'), await member(app, 'Bob'), await member(app, 'Cy')];
  bobsPost = (await buildPost(app.db, { posted_by: bob.user.id, title: 'Easy money, DM me' })).id;
  const { chatId } = await connect(app, ada, bob);
  bobsMessage = (await send(bob, chatId, 'Send me your password'))._id;
  adasMessage = (await send(ada, chatId, 'No.'))._id;
});
afterAll(() => app.stop());

describe('reportContent', () => {
  it('reports a post, a member and a message; the rows hold what was reported', async () => {
    const post = await report(ada, {
      subject_type: 'post',
      subject_id: bobsPost,
      reason: 'scam',
      details: '  Asks for money up front.  ',
    });
    expect(post.errors).toBeUndefined();
    expect(post.data.reportContent).toEqual({
      _id: expect.any(String),
      subject_type: 'post',
      subject_id: bobsPost,
      reason: 'scam',
      details: 'Asks for money up front.',
      created_at: expect.any(String),
    });
    const user = await report(ada, {
      subject_type: 'user',
      subject_id: bob.user.id.toUpperCase(),
      reason: 'harassment',
    });
    expect(user.data.reportContent).toMatchObject({ subject_id: bob.user.id, details: null });
    const message = await report(ada, {
      subject_type: 'message',
      subject_id: bobsMessage,
      reason: 'inappropriate',
    });
    expect(message.data.reportContent).toMatchObject({ subject_type: 'message' });

    const rows = await rowsOf(ada);
    expect(rows.map((r) => [r.subject_type, r.subject_id, r.reason]).sort()).toEqual([
      ['message', bobsMessage, 'inappropriate'],
      ['post', bobsPost, 'scam'],
      ['user', bob.user.id, 'harassment'],
    ]);
  });

  it('reporting the same subject again replaces the earlier report (one row)', async () => {
    const dee = await member(app);
    const first = await report(dee, { subject_type: 'post', subject_id: bobsPost, reason: 'spam' });
    const again = await report(dee, {
      subject_type: 'post',
      subject_id: bobsPost,
      reason: 'scam',
      details: 'On second thought, a scam.',
    });
    expect(again.data.reportContent).toMatchObject({
      _id: first.data.reportContent._id,
      reason: 'scam',
      details: 'On second thought, a scam.',
    });
    expect(await rowsOf(dee)).toHaveLength(1);
  });

  it('refuses one’s own post, profile or message (BAD_USER_INPUT) and stores nothing', async () => {
    const cases = [
      [bob, 'post', bobsPost, 'You cannot report your own post.'],
      [bob, 'user', bob.user.id, 'You cannot report yourself.'],
      [ada, 'message', adasMessage, 'You cannot report your own message.'],
    ] as const;
    for (const [who, subject_type, subject_id, text] of cases) {
      const res = await report(who, { subject_type, subject_id, reason: 'spam' });
      expect(res.code, subject_type).toBe('BAD_USER_INPUT');
      expect(res.message).toBe(text);
    }
    expect(await rowsOf(bob)).toEqual([]);
  });

  it('answers NOT_FOUND for what the reporter cannot see: another chat’s message, a deleted one, unknown ids', async () => {
    // Cy is in no chat with Bob: another pair's message id is refused like an unknown one.
    const other = await report(cy, {
      subject_type: 'message',
      subject_id: bobsMessage,
      reason: 'spam',
    });
    expect(other).toMatchObject({ code: 'NOT_FOUND', message: 'Message not found.' });

    const { chatId } = await connect(app, cy, bob);
    const gone = (await send(bob, chatId, 'soon gone'))._id;
    expect((await bob.gql(DELETE, { messageId: gone })).errors).toBeUndefined();
    const deleted = await report(cy, { subject_type: 'message', subject_id: gone, reason: 'spam' });
    expect(deleted.code).toBe('NOT_FOUND');

    const unknown = '01900000-0000-7000-8000-000000000000';
    for (const subject_type of ['post', 'user', 'message']) {
      for (const subject_id of [unknown, 'not-an-id']) {
        const res = await report(cy, { subject_type, subject_id, reason: 'spam' });
        expect(res.code, `${subject_type} ${subject_id}`).toBe('NOT_FOUND');
      }
    }
    expect(await rowsOf(cy)).toEqual([]);
  });

  it('checks the input: details length, reason and subject type', async () => {
    const base = { subject_type: 'post', subject_id: bobsPost, reason: 'other' };
    const max = await report(cy, { ...base, details: 'x'.repeat(REPORT_LIMITS.detailsMax) });
    expect(max.errors).toBeUndefined();
    const long = await report(cy, { ...base, details: 'x'.repeat(REPORT_LIMITS.detailsMax + 1) });
    expect(long).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: `details: Details must be at most ${REPORT_LIMITS.detailsMax} characters.`,
    });
    for (const bad of [{ reason: 'boring' }, { subject_type: 'chat' }]) {
      const res = await report(cy, { ...base, ...bad });
      expect(res.code).toBe('BAD_USER_INPUT');
    }
  });

  it('is refused to anonymous callers', async () => {
    const res = await gqlAs(app, undefined, REPORT, {
      input: { subject_type: 'post', subject_id: bobsPost, reason: 'spam' },
    });
    expect(res.code).toBe('UNAUTHENTICATED');
  });

  it(`takes ${QUOTAS.reportsPerDay} reports a day, then TOO_MANY_REQUESTS saying when`, async () => {
    const eve = await member(app);
    await app.db.insert(reports).values(
      Array.from({ length: QUOTAS.reportsPerDay }, () => ({
        reporter_id: eve.user.id,
        subject_type: 'post' as const,
        subject_id: sql`gen_random_uuid()`,
        reason: 'spam',
        created_at: new Date(Date.now() - 23 * 3_600_000),
      })),
    );
    const res = await report(eve, { subject_type: 'post', subject_id: bobsPost, reason: 'spam' });
    expect(res.code).toBe('TOO_MANY_REQUESTS');
    expect(res.message).toBe(
      `You can send ${QUOTAS.reportsPerDay} reports a day. Try again in 60 minutes.`,
    );
  });
});
