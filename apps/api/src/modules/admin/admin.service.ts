import {
  moderationReasonSchema,
  suspensionDaysSchema,
  type ReportSubjectType,
} from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { activeSuspension } from '../../db/moderation.js';
import type { ModerationActionType } from '../../db/schema/index.js';
import { badInput, notFound } from '../../errors.js';
import type {
  AdminMember,
  AdminMessage,
  AdminPost,
  AdminReport,
  HideContentInput,
  ModerationAction,
  SuspendMemberInput,
} from '../../graphql/generated/resolvers.js';
import { record, transact } from '../../lib/domain-events.js';
import { isUuid } from '../../lib/ids.js';
import { LONG_LIST_LIMIT, pageOf, type PageArgs } from '../../lib/paging.js';
import { parseWith } from '../../lib/parse.js';
import { DAY_MS } from '../../lib/rate-limit.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { endAllSessions, endedEverywhere } from '../auth/index.js';
import { chatMemberIds } from '../chat/index.js';
import { reportsWithContext } from './admin.context.js';
import { adminPolicy, MESSAGES } from './admin.policy.js';
import {
  firstWords,
  memberName,
  presentAction,
  presentAdminMessage,
  presentAdminPost,
  presentMember,
} from './admin.present.js';
import * as repo from './admin.repo.js';

// Moderation (docs/decisions/0034). Every operation is the operator's alone (FORBIDDEN first, for
// anyone else, before the input is read); every action writes one audit row and resolves the
// report it answers, with every other open report about the same subject, in one transaction; the
// reporters get a notice that names no action.

/** FORBIDDEN unless the viewer is an operator (read from their row: a revoke counts at once). */
async function requireOperator(ctx: ServiceContext): Promise<void> {
  adminPolicy.authorize(ctx.viewer, 'moderate', { role: await repo.roleOf(ctx.db, ctx.viewer.id) });
}

const requireId = (id: string | null | undefined, message: string): string => {
  if (!isUuid(id)) throw notFound(message);
  return id.toLowerCase();
};

/** The optional report an action answers: it must exist and be about the action's subject. */
async function answeredReport(
  tx: Database,
  reportId: string | null | undefined,
  isAbout: (report: {
    subject_type: ReportSubjectType;
    subject_id: string;
  }) => boolean | Promise<boolean>,
): Promise<string | null> {
  if (reportId === null || reportId === undefined) return null;
  const report = await repo.findReport(tx, requireId(reportId, MESSAGES.reportNotFound), true);
  if (!report) throw notFound(MESSAGES.reportNotFound);
  if (!(await isAbout(report))) throw badInput(MESSAGES.reportElsewhere);
  return report.id;
}

/**
 * The audit row, the reports resolved (the answered one, and every open one about the subject
 * unless `bySubject` is false) and a notice to each of their reporters, in the caller's transaction.
 */
async function recordAction(
  tx: Database,
  ctx: ServiceContext,
  action: {
    action: ModerationActionType;
    subject_type: ReportSubjectType;
    subject_id: string;
    subject_label: string;
    report_id: string | null;
    reason: string;
    until?: Date | null;
  },
  bySubject: boolean,
): Promise<void> {
  await repo.insertAction(tx, { operator_id: ctx.viewer.id, ...action });
  const resolved = await repo.resolveReports(tx, ctx.viewer.id, {
    subject: bySubject ? { type: action.subject_type, id: action.subject_id } : undefined,
    reportId: action.report_id,
  });
  for (const report of resolved) {
    record(tx, { type: 'report.resolved', reportId: report.id, reporterId: report.reporter_id });
  }
}

/** Reports of a status, newest first, optionally of one kind, each with its content in context. */
export async function adminReports(
  ctx: ServiceContext,
  args: PageArgs & { status?: 'open' | 'resolved' | null; subject_type?: ReportSubjectType | null },
): Promise<AdminReport[]> {
  await requireOperator(ctx);
  const rows = await repo.reportsPage(
    ctx.db,
    args.status ?? 'open',
    args.subject_type ?? null,
    pageOf(args, LONG_LIST_LIMIT),
  );
  return reportsWithContext(ctx.db, rows);
}

async function reportById(db: Database, reportId: string): Promise<AdminReport> {
  const row = await repo.findReport(db, requireId(reportId, MESSAGES.reportNotFound));
  if (!row) throw notFound(MESSAGES.reportNotFound);
  return (await reportsWithContext(db, [row]))[0]!;
}

export async function adminReport(ctx: ServiceContext, reportId: string): Promise<AdminReport> {
  await requireOperator(ctx);
  return reportById(ctx.db, reportId);
}

export async function adminAuditLog(
  ctx: ServiceContext,
  args: PageArgs,
): Promise<ModerationAction[]> {
  await requireOperator(ctx);
  const rows = await repo.auditPage(ctx.db, pageOf(args, LONG_LIST_LIMIT));
  const operatorIds = rows.map((row) => row.operator_id).filter((id) => id !== null);
  const operators = new Map((await repo.usersByIds(ctx.db, operatorIds)).map((u) => [u.id, u]));
  return rows.map((row) => presentAction(row, operators.get(row.operator_id ?? '')));
}

export async function adminOpenReportCount(ctx: ServiceContext): Promise<number> {
  await requireOperator(ctx);
  return repo.countOpenReports(ctx.db);
}

/** Closes an open report with no action; its reporter is told it was reviewed. */
export async function dismissReport(
  ctx: ServiceContext,
  reportId: string,
  reasonInput: string,
): Promise<AdminReport> {
  await requireOperator(ctx);
  const reason = parseWith(moderationReasonSchema, reasonInput);
  const id = requireId(reportId, MESSAGES.reportNotFound);
  await transact(ctx, async (tx) => {
    const report = await repo.findReport(tx, id, true);
    if (!report) throw notFound(MESSAGES.reportNotFound);
    adminPolicy.authorize(ctx.viewer, 'dismiss', report);
    const [context] = await reportsWithContext(tx, [report]);
    await recordAction(
      tx,
      ctx,
      {
        action: 'dismiss_report',
        subject_type: report.subject_type,
        subject_id: report.subject_id,
        subject_label: labelOf(context!.context) ?? '(deleted)',
        report_id: report.id,
        reason,
      },
      false,
    );
  });
  return reportById(ctx.db, id);
}

const labelOf = (context: AdminReport['context']): string | null =>
  context.post?.title ??
  (context.message ? firstWords(context.message.content) : null) ??
  (context.member ? memberName(context.member) : null);

const isAboutPost = (postId: string) => (report: { subject_type: string; subject_id: string }) =>
  report.subject_type === 'post' && report.subject_id === postId;

async function setPostHidden(
  ctx: ServiceContext,
  input: { postId: string | null | undefined; reason: string; reportId?: string | null },
  hide: boolean,
): Promise<AdminPost> {
  await requireOperator(ctx);
  const reason = parseWith(moderationReasonSchema, input.reason);
  const id = requireId(input.postId, MESSAGES.postNotFound);
  const post = await transact(ctx, async (tx) => {
    const current = await repo.lockPost(tx, id);
    if (!current) throw notFound(MESSAGES.postNotFound);
    adminPolicy.authorize(ctx.viewer, hide ? 'hide' : 'unhide', current);
    const reportId = hide ? await answeredReport(tx, input.reportId, isAboutPost(id)) : null;
    const post = await repo.setPostHidden(tx, id, hide ? reason : null);
    await recordAction(
      tx,
      ctx,
      {
        action: hide ? 'hide_post' : 'unhide_post',
        subject_type: 'post',
        subject_id: id,
        subject_label: post.title,
        report_id: reportId,
        reason,
      },
      hide,
    );
    return post;
  });
  const [owner] = await repo.usersByIds(ctx.db, [post.posted_by]);
  return presentAdminPost(post, owner!);
}

/** Hides a post from everyone but its owner (who sees the reason); resolves its open reports. */
export const hidePost = (ctx: ServiceContext, input: HideContentInput) =>
  setPostHidden(ctx, { ...input, postId: input.subjectId }, true);

export const unhidePost = (ctx: ServiceContext, postId: string, reason: string) =>
  setPostHidden(ctx, { postId, reason }, false);

async function setMessageHidden(
  ctx: ServiceContext,
  input: { messageId: string | null | undefined; reason: string; reportId?: string | null },
  hide: boolean,
): Promise<AdminMessage> {
  await requireOperator(ctx);
  const reason = parseWith(moderationReasonSchema, input.reason);
  const id = requireId(input.messageId, MESSAGES.messageNotFound);
  const message = await transact(ctx, async (tx) => {
    const current = await repo.lockMessage(tx, id);
    if (!current) throw notFound(MESSAGES.messageNotFound);
    adminPolicy.authorize(ctx.viewer, hide ? 'hide' : 'unhide', current);
    const reportId = hide
      ? await answeredReport(
          tx,
          input.reportId,
          (report) => report.subject_type === 'message' && report.subject_id === id,
        )
      : null;
    const message = await repo.setMessageHidden(tx, id, hide ? reason : null);
    await recordAction(
      tx,
      ctx,
      {
        action: hide ? 'hide_message' : 'unhide_message',
        subject_type: 'message',
        subject_id: id,
        subject_label: firstWords(current.content),
        report_id: reportId,
        reason,
      },
      hide,
    );
    // It leaves the others' open chats at once; its sender keeps it (with the reason).
    if (hide) {
      record(tx, {
        type: 'message.deleted',
        chatId: message.chat_id,
        messageId: message.id,
        participantIds: await chatMemberIds(tx, current.chat_id),
        keptBy: [message.sender_id],
      });
    }
    return message;
  });
  const [sender] = await repo.usersByIds(ctx.db, [message.sender_id]);
  return presentAdminMessage(message, sender);
}

/** Hides a message from everyone but its sender (who sees the reason); resolves its reports. */
export const hideMessage = (ctx: ServiceContext, input: HideContentInput) =>
  setMessageHidden(ctx, { ...input, messageId: input.subjectId }, true);

export const unhideMessage = (ctx: ServiceContext, messageId: string, reason: string) =>
  setMessageHidden(ctx, { messageId, reason }, false);

/** The member's row under its lock (NOT_FOUND when the account is gone). */
async function lockedMember(tx: Database, id: string) {
  const target = await repo.lockUser(tx, id);
  if (!target) throw notFound(MESSAGES.memberNotFound);
  return target;
}

/**
 * Suspends a member for `days` or for good: every session and socket of theirs ends now, sign-in
 * is refused while it lasts, and their posts and messages are hidden from others meanwhile. The
 * report answered may be about the member or about a post or message of theirs.
 */
export async function suspendMember(
  ctx: ServiceContext,
  input: SuspendMemberInput,
): Promise<AdminMember> {
  await requireOperator(ctx);
  const reason = parseWith(moderationReasonSchema, input.reason);
  const days = parseWith(suspensionDaysSchema, input.days);
  const id = requireId(input.userId, MESSAGES.memberNotFound);
  const member = await transact(ctx, async (tx) => {
    const target = await lockedMember(tx, id);
    adminPolicy.authorize(ctx.viewer, 'suspend', target);
    const reportId = await answeredReport(tx, input.reportId, async (report) =>
      report.subject_type === 'user'
        ? report.subject_id === id
        : (await repo.ownerOf(tx, report.subject_type, report.subject_id)) === id,
    );
    const until = days === null ? null : new Date(Date.now() + days * DAY_MS);
    const member = await repo.setSuspension(tx, id, { until, reason });
    await endAllSessions(tx, id);
    endedEverywhere(tx, id);
    await recordAction(
      tx,
      ctx,
      {
        action: 'suspend_member',
        subject_type: 'user',
        subject_id: id,
        subject_label: memberName(target),
        report_id: reportId,
        reason,
        until,
      },
      true,
    );
    return member;
  });
  return presentMember(member);
}

/** Ends a member's suspension now (CONFLICT when none lasts). */
export async function liftSuspension(
  ctx: ServiceContext,
  userId: string,
  reasonInput: string,
): Promise<AdminMember> {
  await requireOperator(ctx);
  const reason = parseWith(moderationReasonSchema, reasonInput);
  const id = requireId(userId, MESSAGES.memberNotFound);
  const member = await transact(ctx, async (tx) => {
    const target = await lockedMember(tx, id);
    adminPolicy.authorize(ctx.viewer, 'lift', { suspended: activeSuspension(target) !== null });
    const member = await repo.setSuspension(tx, id, null);
    await recordAction(
      tx,
      ctx,
      {
        action: 'lift_suspension',
        subject_type: 'user',
        subject_id: id,
        subject_label: memberName(target),
        report_id: null,
        reason,
      },
      false,
    );
    return member;
  });
  return presentMember(member);
}
