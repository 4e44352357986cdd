// Moderation through the real stack (docs/decisions/0034): what operators do, and what members
// see of it afterwards (hidden posts and messages, a suspension, the reporter's notice).
import { ADMIN_LIMITS, AUTH_ROUTES } from '@squadup/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAST_AUTH_ENV, GOOD_PASSWORD, http, refresh, signUp } from '../../../test/auth.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildPost } from '../../../test/factories.js';
import { buildMember, gqlAs, type Member } from '../../../test/members.js';
import { connected, memberSocket, openSocket, type TestSocket } from '../../../test/sockets.js';
import { moderationActions, reports, users } from '../../db/schema/index.js';
import { connect, send } from '../../../test/support/chat.js';
import { grantOperator } from './operators.js';

let app: TestApp;
let op: Member;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  app = await startTestApp({ env: FAST_AUTH_ENV });
  op = await operator('Olive');
});
afterEach(() => {
  for (const client of sockets.splice(0)) client.close();
});
afterAll(() => app.stop());

let n = 0;
const member = (first_name: string) =>
  buildMember(app, {
    first_name,
    last_name: 'Mod',
    email: `${first_name.toLowerCase()}-${(n += 1)}@example.test`,
    email_verified_at: new Date(),
  });

async function operator(first_name: string): Promise<Member> {
  const who = await member(first_name);
  expect(await grantOperator(app.db, who.user.email)).toMatchObject({ ok: true, changed: true });
  return who;
}

async function ok<T = Record<string, unknown>>(
  who: Member,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const res = await who.gql<T>(query, variables ?? {});
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}

const REPORT = `mutation($input: ReportInput!) { reportContent(input: $input) { _id } }`;
async function report(from: Member, subject_type: string, subject_id: string): Promise<string> {
  const data = await ok<{ reportContent: { _id: string } }>(from, REPORT, {
    input: { subject_type, subject_id, reason: 'spam' },
  });
  return data.reportContent._id;
}

const POST = `query($postId: ID!) { loadPostById(postId: $postId) { _id hidden { at reason } } }`;
const OPEN_POSTS = `query { loadPosts(page: 1, limit: 50) { _id } }`;
const MESSAGES = `query($chatId: ID!) {
  getMessagesForChat(chatId: $chatId, page: 1, limit: 50) { _id content hidden { reason } }
}`;
const CHAT_LIST = `query { getChatListForUser { _id last_message_content } }`;
const UNREAD = `query { getUnreadCountForChats { chat_id unread_count } }`;
type Unread = { getUnreadCountForChats: { chat_id: string; unread_count: number }[] };
const ACTIVITY = `query { getActivity { type count link actors { user_id } } }`;
const HIDE_POST = `mutation($input: HideContentInput!) {
  hidePost(input: $input) { _id hidden { reason } owner { _id } }
}`;
const HIDE_MESSAGE = `mutation($input: HideContentInput!) {
  hideMessage(input: $input) { _id hidden { reason } sender { _id } }
}`;
const SUSPEND = `mutation($input: SuspendMemberInput!) {
  suspendMember(input: $input) { _id suspension { since until reason } }
}`;
const LIFT = `mutation($userId: ID!, $reason: String!) {
  liftSuspension(userId: $userId, reason: $reason) { _id suspension { until } }
}`;
const REPORTS = `query($status: ReportStatus, $kind: ReportSubjectType) {
  adminReports(status: $status, subject_type: $kind, limit: 50) {
    _id status subject_type subject_id resolved_at reporter { _id }
  }
}`;
const AUDIT = `query { adminAuditLog(limit: 50) {
  action subject_type subject_id subject_label report_id reason until operator { _id }
} }`;

describe('the report queue and a report in context', () => {
  it('lists open reports newest first, by kind, and shows a message with its neighbours', async () => {
    const [ada, bob] = [await member('Ada'), await member('Bob')];
    const { chatId } = await connect(app, ada, bob);
    const sent = [];
    for (let i = 1; i <= 9; i += 1) sent.push(await send(i % 2 ? bob : ada, chatId, `line ${i}`));
    const post = await buildPost(app.db, { posted_by: bob.user.id, title: 'Easy money' });
    const postReport = await report(ada, 'post', post.id);
    const userReport = await report(ada, 'user', bob.user.id);
    const messageReport = await report(ada, 'message', sent[4]!._id);

    const open = await ok<{ adminReports: { _id: string }[] }>(op, REPORTS, {});
    const mine = open.adminReports
      .map((r) => r._id)
      .filter((id) => [postReport, userReport, messageReport].includes(id));
    expect(mine).toEqual([messageReport, userReport, postReport]);
    const posts = await ok<{ adminReports: { subject_type: string }[] }>(op, REPORTS, {
      kind: 'post',
    });
    expect(new Set(posts.adminReports.map((r) => r.subject_type))).toEqual(new Set(['post']));

    const detail = await ok<{
      adminReport: {
        reporter: { _id: string };
        context: {
          gone: boolean;
          member: { _id: string; email: string };
          message: { _id: string; sender: { _id: string } };
          neighbours: { content: string }[];
        };
      };
    }>(
      op,
      `query($id: ID!) { adminReport(reportId: $id) { reporter { _id } context {
        gone member { _id email } message { _id sender { _id } } neighbours { content }
      } } }`,
      { id: messageReport },
    );
    const { context } = detail.adminReport;
    expect(detail.adminReport.reporter._id).toBe(ada.user.id);
    expect(context.gone).toBe(false);
    expect(context.message).toEqual({ _id: sent[4]!._id, sender: { _id: bob.user.id } });
    expect(context.member).toEqual({ _id: bob.user.id, email: bob.user.email });
    const around = ADMIN_LIMITS.contextMessages;
    expect(context.neighbours.map((m) => m.content)).toEqual(
      sent.slice(4 - around, 4 + around + 1).map((m) => m.content),
    );

    const count = await ok<{ adminOpenReportCount: number }>(op, `{ adminOpenReportCount }`);
    expect(count.adminOpenReportCount).toBeGreaterThanOrEqual(3);
  });
});

describe('hiding a post', () => {
  it('hides it from others, shows the reason to its owner, resolves its reports and tells each reporter', async () => {
    const [ada, bob, cy] = [await member('Ada'), await member('Bob'), await member('Cy')];
    const post = await buildPost(app.db, { posted_by: bob.user.id, title: 'Crypto riches' });
    const adaReport = await report(ada, 'post', post.id);
    const cyReport = await report(cy, 'post', post.id);

    const hidden = await ok<{ hidePost: { hidden: { reason: string } } }>(op, HIDE_POST, {
      input: { subjectId: post.id, reason: '  Scam offer.  ', reportId: adaReport },
    });
    expect(hidden.hidePost.hidden.reason).toBe('Scam offer.');

    // Others: as if it did not exist, in the detail and in the lists.
    const seen = await ada.gql(POST, { postId: post.id });
    expect(seen.code).toBe('NOT_FOUND');
    const list = await ok<{ loadPosts: { _id: string }[] }>(ada, OPEN_POSTS);
    expect(list.loadPosts.map((p) => p._id)).not.toContain(post.id);
    // The owner: still there, with why.
    const own = await ok<{ loadPostById: { hidden: { reason: string } } }>(bob, POST, {
      postId: post.id,
    });
    expect(own.loadPostById.hidden.reason).toBe('Scam offer.');

    // Both reports about the post are resolved; each reporter got the notice, which names no one else.
    const rows = await app.db.select().from(reports).where(eq(reports.subject_id, post.id));
    expect(rows.map((r) => [r.id, r.status, r.resolved_by]).sort()).toEqual(
      [
        [adaReport, 'resolved', op.user.id],
        [cyReport, 'resolved', op.user.id],
      ].sort(),
    );
    for (const reporter of [ada, cy]) {
      const feed = await ok<{ getActivity: { type: string; actors: { user_id: string }[] }[] }>(
        reporter,
        ACTIVITY,
      );
      expect(feed.getActivity).toContainEqual(
        expect.objectContaining({
          type: 'report_resolved',
          actors: [{ user_id: reporter.user.id }],
        }),
      );
    }
    // Hiding it again is a conflict; showing it again brings it back for everyone.
    const again = await op.gql(HIDE_POST, { input: { subjectId: post.id, reason: 'x' } });
    expect(again.code).toBe('CONFLICT');
    await ok(
      op,
      `mutation($id: ID!) { unhidePost(postId: $id, reason: "Appeal upheld") { _id } }`,
      {
        id: post.id,
      },
    );
    expect((await ada.gql(POST, { postId: post.id })).errors).toBeUndefined();
  });
});

describe('hiding a message', () => {
  it('removes it live and from the pages and preview of others; its sender keeps it with the reason', async () => {
    const [ada, bob] = [await member('Ada'), await member('Bob')];
    const { chatId } = await connect(app, ada, bob);
    await send(ada, chatId, 'hello');
    const rude = await send(bob, chatId, 'something rude');
    const reportId = await report(ada, 'message', rude._id);
    const adaSocket = await memberSocket(app, ada);
    sockets.push(adaSocket);
    expect(await adaSocket.ack('joinChat', chatId)).toEqual({ ok: true });
    const before = await ok<Unread>(ada, UNREAD);
    expect(before.getUnreadCountForChats).toEqual([{ chat_id: chatId, unread_count: 1 }]);

    await ok(op, HIDE_MESSAGE, { input: { subjectId: rude._id, reason: 'Insult', reportId } });

    const gone = await adaSocket.until<{ _id: string }>('deleteMessage', (m) => m._id === rude._id);
    expect(gone._id).toBe(rude._id);
    const adaPage = await ok<{ getMessagesForChat: { _id: string }[] }>(ada, MESSAGES, { chatId });
    expect(adaPage.getMessagesForChat.map((m) => m._id)).not.toContain(rude._id);
    const adaList = await ok<{
      getChatListForUser: { _id: string; last_message_content: string }[];
    }>(ada, CHAT_LIST);
    expect(adaList.getChatListForUser.find((c) => c._id === chatId)?.last_message_content).toBe(
      'hello',
    );
    // Nothing unread is left of it.
    expect((await ok<Unread>(ada, UNREAD)).getUnreadCountForChats).toEqual([]);
    const bobPage = await ok<{
      getMessagesForChat: { _id: string; hidden: { reason: string } | null }[];
    }>(bob, MESSAGES, { chatId });
    expect(bobPage.getMessagesForChat.find((m) => m._id === rude._id)?.hidden).toEqual({
      reason: 'Insult',
    });
    // Nor can it be reported again by those it is hidden from.
    const again = await ada.gql(REPORT, {
      input: { subject_type: 'message', subject_id: rude._id, reason: 'spam' },
    });
    expect(again.code).toBe('NOT_FOUND');
    // The sender cannot edit it back into the chat.
    const edit = await bob.gql(
      `mutation($id: ID!) { editMessage(messageId: $id, content: "nice") { _id } }`,
      { id: rude._id },
    );
    expect(edit.code).toBe('CONFLICT');
    const [row] = await app.db.select().from(reports).where(eq(reports.id, reportId));
    expect(row!.status).toBe('resolved');
  });
});

describe('suspending a member', () => {
  it('ends their sessions and sockets at once, says why at sign-in, hides their content, and lifting lets them in', async () => {
    const ada = await member('Ada');
    const signed = await signUp(app, { first_name: 'Bob' });
    const bob: Member = {
      user: (await app.db.select().from(users).where(eq(users.id, signed.user._id)))[0]!,
      token: signed.accessToken,
      gql: (document, ...variables) => gqlAs(app, signed.accessToken, document, ...variables),
    };
    const post = await buildPost(app.db, { posted_by: bob.user.id, title: 'Bob’s project' });
    const { chatId } = await connect(app, ada, bob);
    await send(ada, chatId, 'hi Bob');
    const bobLine = await send(bob, chatId, 'hi Ada');
    const bobSocket = openSocket(app.url, { token: bob.token });
    sockets.push(bobSocket);
    await connected(bobSocket);
    const socketClosed = new Promise<string>((resolve) =>
      bobSocket.socket.once('disconnect', resolve),
    );

    const res = await ok<{
      suspendMember: { suspension: { until: string; reason: string } };
    }>(op, SUSPEND, { input: { userId: bob.user.id, days: 3, reason: 'Spam' } });
    const until = new Date(res.suspendMember.suspension.until);
    expect(until.getTime()).toBeGreaterThan(Date.now() + 2.9 * 86_400_000);

    // The token and the socket end at once.
    expect(await socketClosed).toBe('io server disconnect');
    expect((await bob.gql('{ __typename }')).code).toBe('UNAUTHENTICATED');
    // Sign-in and refresh say why.
    const login = await http(app)
      .post(AUTH_ROUTES.login)
      .send({ email: signed.input.email, password: GOOD_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('FORBIDDEN');
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(until);
    expect(login.body.message).toBe(`Your account is suspended until ${day}. Reason: Spam`);
    const refreshed = await refresh(app, signed.cookie);
    expect(refreshed.status).toBe(403);
    expect(refreshed.body.message).toContain('Your account is suspended until');

    // Their post and messages are hidden from others meanwhile.
    expect((await ada.gql(POST, { postId: post.id })).code).toBe('NOT_FOUND');
    const page = await ok<{ getMessagesForChat: { _id: string }[] }>(ada, MESSAGES, { chatId });
    expect(page.getMessagesForChat.map((m) => m._id)).not.toContain(bobLine._id);

    // Lifted: the member signs in again and is seen again.
    await ok(op, LIFT, { userId: bob.user.id, reason: 'Appeal upheld' });
    const back = await http(app)
      .post(AUTH_ROUTES.login)
      .send({ email: signed.input.email, password: GOOD_PASSWORD });
    expect(back.status).toBe(200);
    expect((await ada.gql(POST, { postId: post.id })).errors).toBeUndefined();
  });

  it('for good says so; a suspension that ran out lets the member in', async () => {
    const signed = await signUp(app, { first_name: 'Dee' });
    await ok(op, SUSPEND, { input: { userId: signed.user._id, reason: 'Threats' } });
    const login = () =>
      http(app)
        .post(AUTH_ROUTES.login)
        .send({ email: signed.input.email, password: GOOD_PASSWORD });
    const refused = await login();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your account is suspended for good. Reason: Threats');

    await app.db
      .update(users)
      .set({ suspended_until: new Date(Date.now() - 1000) })
      .where(eq(users.id, signed.user._id));
    expect((await login()).status).toBe(200);
  });

  it('refuses to suspend oneself or another operator, and checks reason and days', async () => {
    const other = await operator('Otto');
    const target = await member('Eve');
    for (const userId of [op.user.id, other.user.id]) {
      const res = await op.gql(SUSPEND, { input: { userId, reason: 'x' } });
      expect(res.code).toBe('FORBIDDEN');
    }
    const bad = [
      { days: 0, reason: 'x' },
      { days: ADMIN_LIMITS.suspensionDaysMax + 1, reason: 'x' },
      { days: 1, reason: '   ' },
      { days: 1, reason: 'x'.repeat(ADMIN_LIMITS.reasonMax + 1) },
    ];
    for (const input of bad) {
      const res = await op.gql(SUSPEND, { input: { userId: target.user.id, ...input } });
      expect(res.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
    }
    const [row] = await app.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row!.suspended_at).toBeNull();
    expect((await op.gql(LIFT, { userId: target.user.id, reason: 'x' })).code).toBe('CONFLICT');
  });
});

describe('the audit log and the operator flag', () => {
  it('lists every action newest first: who, what, why and what the subject was called', async () => {
    const [ada, bob] = [await member('Ada'), await member('Bob')];
    const post = await buildPost(app.db, { posted_by: bob.user.id, title: 'Audit me' });
    const reportId = await report(ada, 'post', post.id);
    await ok(op, `mutation($id: ID!) { dismissReport(reportId: $id, reason: "Fine") { status } }`, {
      id: reportId,
    });
    const again = await op.gql(
      `mutation($id: ID!) { dismissReport(reportId: $id, reason: "Fine") { status } }`,
      { id: reportId },
    );
    expect(again.code).toBe('CONFLICT');
    // Filed again by its reporter, a resolved report is open again (one row).
    expect(await report(ada, 'post', post.id)).toBe(reportId);
    const [reopened] = await app.db.select().from(reports).where(eq(reports.id, reportId));
    expect([reopened!.status, reopened!.resolved_at]).toEqual(['open', null]);
    await ok(op, `mutation($id: ID!) { dismissReport(reportId: $id, reason: "Fine") { status } }`, {
      id: reportId,
    });
    await ok(op, HIDE_POST, { input: { subjectId: post.id, reason: 'Off-topic' } });
    await ok(op, SUSPEND, { input: { userId: bob.user.id, days: 1, reason: 'Repeat' } });

    const log = await ok<{ adminAuditLog: Record<string, unknown>[] }>(op, AUDIT);
    expect(log.adminAuditLog.slice(0, 3)).toEqual([
      expect.objectContaining({
        action: 'suspend_member',
        subject_id: bob.user.id,
        subject_label: 'Bob Mod',
        reason: 'Repeat',
        operator: { _id: op.user.id },
        until: expect.any(String),
      }),
      expect.objectContaining({
        action: 'hide_post',
        subject_id: post.id,
        subject_label: 'Audit me',
        reason: 'Off-topic',
        until: null,
      }),
      expect.objectContaining({
        action: 'dismiss_report',
        subject_type: 'post',
        subject_label: 'Audit me',
        report_id: reportId,
        reason: 'Fine',
      }),
    ]);
    const rows = await app.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.subject_id, post.id));
    expect(rows).toHaveLength(3);
    const feed = await ok<{ getActivity: { type: string; count: number }[] }>(ada, ACTIVITY);
    const notices = feed.getActivity.filter((item) => item.type === 'report_resolved');
    expect(notices.reduce((sum, item) => sum + item.count, 0)).toBe(2);
  });

  it('is_operator is true only on the operator’s own record', async () => {
    const ada = await member('Ada');
    const query = `query($id: ID) { loadUserById(userId: $id) { is_operator } }`;
    expect(await ok(op, query, {})).toEqual({ loadUserById: { is_operator: true } });
    expect(await ok(ada, query, { id: op.user.id })).toEqual({
      loadUserById: { is_operator: false },
    });
    expect(await ok(ada, query, {})).toEqual({ loadUserById: { is_operator: false } });
  });
});
