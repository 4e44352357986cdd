import {
  applyMessageSchema,
  applyRoleSchema,
  declineReasonSchema,
  declineTemplatesSchema,
  searchSchema,
} from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { badInput, conflict, notFound } from '../../errors.js';
import { record, transact } from '../../lib/domain-events.js';
import { isUuid } from '../../lib/ids.js';
import { containsPattern } from '../../lib/like.js';
import { LONG_LIST_LIMIT, pageOf, type PageArgs } from '../../lib/paging.js';
import { parseWith } from '../../lib/parse.js';
import type { ServiceContext } from '../../lib/service-context.js';
import * as posts from '../posts/index.js';
import * as squads from '../squads/index.js';
import { applicationPolicy as policy, isDecision, MESSAGES } from './applications.policy.js';
import { presentApplication, type ApplicationParent } from './applications.present.js';
import * as repo from './applications.repo.js';
import { isBlockedBetween } from '../../db/visibility.js';

const applicationNotFound = () => notFound(MESSAGES.notFound);

/** A mutation's answer: the applicant view of the row it wrote; the rest loads when selected. */
const answer = (row: repo.ApplicationRow): ApplicationParent =>
  presentApplication(row, 'applicant');

/**
 * The application, or NOT_FOUND when missing, malformed, or its applicant and the post's author
 * blocked each other: then it is gone for both (My Applications and the applicants hide it too).
 */
async function requireApplication(ctx: ServiceContext, id: string) {
  if (!isUuid(id)) throw applicationNotFound();
  const application = await repo.findVisibleApplication(ctx.db, id);
  if (!application) throw applicationNotFound();
  return application;
}

/**
 * Applies (or re-applies after a withdrawal). In one transaction with the post row read once and
 * locked: hidden or missing NOT_FOUND, own post FORBIDDEN, closed post CONFLICT, an application
 * that is not withdrawn CONFLICT; then applications_count + 1.
 */
export async function applyToPost(
  ctx: ServiceContext,
  postId: string,
  message: string | null | undefined,
  role?: string | null,
): Promise<ApplicationParent> {
  const text = parseWith(applyMessageSchema, message);
  const wanted = parseWith(applyRoleSchema, role);
  const applied = await transact(ctx, async (tx) => {
    const post = await posts.requireVisiblePost(tx, ctx.viewer, postId, true);
    policy.authorize(ctx.viewer, 'apply', post);
    policy.authorize(ctx.viewer, 'applyToOpenPost', post);
    policy.authorize(ctx.viewer, 'applyBeforeDeadline', post);
    const seat = await seatOnApply(tx, post, wanted);
    const values = { message: text, ...seat };
    // The unique (post_id, applicant_id) index and the upsert's WHERE apply 'applyAgain'.
    let applied = await repo.applyOrReapply(tx, postId, ctx.viewer.id, values);
    if (applied) {
      await repo.addToApplicationsCount(tx, postId, 1);
    } else {
      // The upsert locked the row it did not change. A decline the post made by itself when the
      // role filled is no bar to trying again (docs/decisions/0049); it still counts.
      const existing = await repo.findApplicationOf(tx, postId, ctx.viewer.id);
      policy.authorize(ctx.viewer, 'applyAfterSquad', existing);
      applied = existing?.decision_note
        ? await repo.reapplyDeclined(tx, existing.id, values)
        : undefined;
      if (!applied) throw conflict(MESSAGES.alreadyApplied);
    }
    record(tx, {
      type: 'application.received',
      post: { id: post.id, title: post.title },
      ownerId: post.posted_by,
      applicantId: ctx.viewer.id,
    });
    return applied;
  });
  return answer(applied);
}

/**
 * The role an application names (as the post spells it) and whether it starts on the waitlist:
 * BAD_USER_INPUT when the post names no roles or not this one. When no seat can take it, a post
 * that keeps a waitlist takes it waitlisted, and one that declines refuses it now (CONFLICT, as
 * seatFor words it) rather than declining it a moment later. The post row is locked by the caller.
 */
async function seatOnApply(
  tx: Database,
  post: squads.SeatPlan & { id: string; when_role_fills: string },
  wanted: string | null,
): Promise<{ role: string | null; waitlisted: boolean }> {
  const roles = post.desired_roles;
  let role: string | null = null;
  if (wanted !== null) {
    if (roles.length === 0) throw badInput(MESSAGES.noRoles);
    role = squads.roleNamed(roles, wanted) ?? null;
    if (!role) throw badInput(MESSAGES.unknownRole(roles));
  }
  const seats = squads.seatsOf(post, await squads.membersOf(tx, post.id));
  if (squads.hasSeatFor(post, seats, role)) return { role, waitlisted: false };
  if (post.when_role_fills === 'decline') squads.seatFor(post, seats, role);
  return { role, waitlisted: true };
}

/**
 * The applicant withdraws a pending application (applications_count − 1); withdrawing again
 * changes nothing; a decided one is CONFLICT (also when the decision lands first in a race).
 */
export async function cancelApplyToPost(ctx: ServiceContext, applicationId: string) {
  const application = await requireApplication(ctx, applicationId);
  policy.authorize(ctx.viewer, 'withdraw', application);
  policy.authorize(ctx.viewer, 'withdrawPending', application);
  const row = await ctx.db.transaction(async (tx) => {
    // The post first, as every change to its seats and applications takes them (settleSeats
    // locks the post, then its pending applications): never the other way round.
    await posts.lockPost(tx, application.post_id);
    const withdrawn = await repo.withdraw(tx, applicationId);
    if (withdrawn) {
      await repo.addToApplicationsCount(tx, withdrawn.post_id, -1);
      return withdrawn;
    }
    const now = await repo.findApplication(tx, applicationId);
    if (!now) throw applicationNotFound();
    policy.authorize(ctx.viewer, 'withdrawPending', now);
    return now;
  });
  return answer(row);
}

/**
 * The post's owner accepts or rejects an application that is not withdrawn, in ONE transaction
 * with the post row locked (so two accepts cannot both take the last seat): accepting seats the
 * applicant in the squad, in their role or the one the owner chose, with one more seat when asked
 * (CONFLICT when the seat is full); rejecting an accepted applicant takes them out of the squad,
 * and a decline may carry the owner's reason for the applicant (given again later, it replaces
 * the first). Either way the seat life cycle follows (docs/decisions/0049).
 */
export async function updateApplicationStatus(
  ctx: ServiceContext,
  applicationId: string,
  status: string,
  seat: squads.SeatChoice & { reason?: string | null } = {},
) {
  const application = await requireApplication(ctx, applicationId);
  const post = await posts.requirePost(ctx.db, application.post_id);
  policy.authorize(ctx.viewer, 'decide', post);
  if (!isDecision(status)) throw badInput(MESSAGES.notDecision);
  const chosenRole = parseWith(applyRoleSchema, seat.role);
  if ((chosenRole !== null || seat.addSeat) && status !== 'accepted') {
    throw badInput(MESSAGES.seatChoiceNotAccept);
  }
  const reason = parseWith(declineReasonSchema, seat.reason);
  if (reason !== null && status !== 'rejected') throw badInput(MESSAGES.reasonNotDecline);
  policy.authorize(ctx.viewer, 'decideNotWithdrawn', application);
  const decided = await transact(ctx, async (tx) => {
    const locked = await posts.requireVisiblePost(tx, ctx.viewer, post.id, true);
    // Re-checked under the post's lock: a block between owner and applicant that committed
    // meanwhile hides the application (a block ends squads under the same lock, 0028).
    if (await isBlockedBetween(tx, locked.posted_by, application.applicant_id)) {
      throw applicationNotFound();
    }
    const current = await repo.findApplicationOf(tx, post.id, application.applicant_id);
    if (!current || current.status === 'withdrawn') throw conflict(MESSAGES.withdrawn);
    if (current.status === status) {
      // The same decision again changes nothing, but a decline may now give its reason.
      if (status !== 'rejected' || reason === null) return current;
      return (await repo.decide(tx, current.id, { status: 'rejected', reason }))!;
    }
    record(tx, {
      type: 'application.decided',
      post: { id: locked.id, title: locked.title },
      applicantId: current.applicant_id,
      deciderId: ctx.viewer.id,
      status,
    });
    if (status === 'rejected') {
      const row = (await repo.decide(tx, current.id, { status: 'rejected', reason }))!;
      await squads.leaveSquadIn(tx, locked, current.applicant_id, 'rejected');
      return row;
    }
    const role = await squads.seatToTake(tx, post.id, current.role, {
      role: chosenRole,
      addSeat: seat.addSeat,
    });
    const row = (await repo.decide(tx, current.id, { status: 'accepted', role }))!;
    // Seats the applicant; the seat life cycle then runs (auto_close, the waitlist).
    await squads.joinSquad(tx, locked, current.applicant_id, role);
    return row;
  });
  return answer(decided);
}

/**
 * The post's applicants (not withdrawn, none blocked either way) in status groups, pending first,
 * each newest or best match first, with how their skills meet the post's: owner only.
 */
export async function loadApplicationsByPostId(
  ctx: ServiceContext,
  postId: string,
  args: PageArgs,
  order: repo.ApplicantOrder = 'NEWEST',
): Promise<ApplicationParent[]> {
  const post = await posts.requireVisiblePost(ctx.db, ctx.viewer, postId);
  policy.authorize(ctx.viewer, 'decide', post);
  const wanted = [
    ...new Set([...post.tech_stack, ...post.desired_skills].map((s) => s.toLowerCase())),
  ];
  const paging = pageOf(args, LONG_LIST_LIMIT);
  const rows = await repo.listApplicantsOfPost(ctx.db, post, wanted, order, paging);
  return rows.map((row) =>
    presentApplication(row, 'applicant', {
      card: row,
      skill_match: { matched: row.matched, wanted: wanted.length },
    }),
  );
}

/** The viewer's applications with their posts, newest first; a title pattern when given. */
async function viewerApplications(ctx: ServiceContext, titleLike: string | null, args: PageArgs) {
  const paging = pageOf(args, LONG_LIST_LIMIT);
  const applied = await posts.appliedPosts(ctx.db, ctx.viewer, titleLike, paging);
  return applied.map((post) => ({
    post,
    application: presentApplication(post.viewer_application!, 'own', { post }),
  }));
}

/** The viewer's applications (every status), newest first. */
export function getApplicationsByUser(ctx: ServiceContext, args: PageArgs) {
  return viewerApplications(ctx, null, args);
}

/** The viewer's applications whose post title contains `search` (case-insensitive). */
export function searchMyApplications(ctx: ServiceContext, search: string, args: PageArgs) {
  const text = parseWith(searchSchema, search);
  if (text === '') return getApplicationsByUser(ctx, args);
  return viewerApplications(ctx, containsPattern(text), args);
}

/** The reasons the viewer saved for declining applicants, in their order. */
export function declineTemplates(ctx: ServiceContext): Promise<string[]> {
  return repo.declineTemplatesOf(ctx.db, ctx.viewer.id);
}

/** Replaces the viewer's saved reasons (blank ones dropped, each kept once, within the limit). */
export async function saveDeclineTemplates(ctx: ServiceContext, templates: unknown) {
  const texts = parseWith(declineTemplatesSchema, templates);
  await repo.setDeclineTemplates(ctx.db, ctx.viewer.id, texts);
  return texts;
}
