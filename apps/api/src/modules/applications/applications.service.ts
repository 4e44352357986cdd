import {
  applyMessageSchema,
  applyRoleSchema,
  removalReasonSchema,
  searchSchema,
} from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { badInput, conflict, notFound } from '../../errors.js';
import { isUuid } from '../../lib/ids.js';
import { containsPattern } from '../../lib/like.js';
import { LONG_LIST_LIMIT, pageOf, type PageArgs } from '../../lib/paging.js';
import { parseWith } from '../../lib/parse.js';
import type { ServiceContext } from '../../lib/service-context.js';
import * as posts from '../posts/index.js';
import * as squads from '../squads/index.js';
import { publishActivity, recordActivity, type NewActivity } from '../notifications/index.js';
import { applicationPolicy as policy, isDecision, MESSAGES } from './applications.policy.js';
import { presentApplication, type ApplicationParent } from './applications.present.js';
import * as repo from './applications.repo.js';
import { exitSquad } from './applications.exit.js';
import { isBlockedBetween } from '../connections/index.js';

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
  const row = await ctx.db.transaction(async (tx) => {
    const post = await posts.requireVisiblePost(tx, ctx.viewer, postId, true);
    policy.authorize(ctx.viewer, 'apply', post);
    policy.authorize(ctx.viewer, 'applyToOpenPost', post);
    const seatRole = wanted === null ? null : await roleWithSeat(tx, post, wanted);
    // The unique (post_id, applicant_id) index and the upsert's WHERE apply 'applyAgain'.
    const applied = await repo.applyOrReapply(tx, postId, ctx.viewer.id, {
      message: text,
      role: seatRole,
    });
    if (!applied) {
      policy.authorize(
        ctx.viewer,
        'applyAfterSquad',
        await repo.findApplicationOf(tx, postId, ctx.viewer.id),
      );
      throw conflict(MESSAGES.alreadyApplied);
    }
    await repo.addToApplicationsCount(tx, postId, 1);
    const told = await recordActivity(tx, [
      {
        recipientId: post.posted_by,
        actorId: ctx.viewer.id,
        type: 'application_received',
        post,
        link: `/myposts/${post.id}`,
        groupKey: `application_received:${post.id}`,
      },
    ]);
    return { applied, told };
  });
  publishActivity(ctx.events, row.told);
  return answer(row.applied);
}

/**
 * The post's role named `wanted` (as the post spells it): BAD_USER_INPUT when the post names no
 * roles or not this one, CONFLICT when its seats are full. The post row is locked by the caller.
 */
async function roleWithSeat(
  tx: Database,
  post: squads.SeatPlan & { id: string },
  wanted: string,
): Promise<string | null> {
  const roles = post.desired_roles;
  if (roles.length === 0) throw badInput(MESSAGES.noRoles);
  const role = roles.find((r) => r.toLowerCase() === wanted.toLowerCase());
  if (!role) throw badInput(MESSAGES.unknownRole(roles));
  const seats = squads.seatsOf(post, await squads.membersOf(tx, post.id));
  return squads.seatFor(post, seats, role);
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
 * applicant in the squad (CONFLICT when the role is full) and closes the post when it is full and
 * its owner chose so; rejecting an accepted applicant takes them out of the squad.
 */
export async function updateApplicationStatus(
  ctx: ServiceContext,
  applicationId: string,
  status: string,
) {
  const application = await requireApplication(ctx, applicationId);
  const post = await posts.requirePost(ctx.db, application.post_id);
  policy.authorize(ctx.viewer, 'decide', post);
  if (!isDecision(status)) throw badInput(MESSAGES.notDecision);
  policy.authorize(ctx.viewer, 'decideNotWithdrawn', application);
  const done = await ctx.db.transaction(async (tx) => {
    const locked = await posts.requireVisiblePost(tx, ctx.viewer, post.id, true);
    // Re-checked under the post's lock: a block between owner and applicant that committed
    // meanwhile hides the application (a block ends squads under the same lock, 0028).
    if (await isBlockedBetween(tx, locked.posted_by, application.applicant_id)) {
      throw applicationNotFound();
    }
    const current = await repo.findApplicationOf(tx, post.id, application.applicant_id);
    if (!current || current.status === 'withdrawn') throw conflict(MESSAGES.withdrawn);
    if (current.status === status) {
      return { row: current, change: undefined, closed: false, told: [] };
    }
    const decided = (type: NewActivity['type'], link: string): NewActivity => ({
      recipientId: current.applicant_id,
      actorId: ctx.viewer.id,
      type,
      post: locked,
      link,
      groupKey: `${type}:${locked.id}`,
    });
    if (status === 'rejected') {
      const row = (await repo.decide(tx, current.id, { status: 'rejected' }))!;
      const change = await squads.leaveSquadIn(tx, locked, current.applicant_id, 'removed');
      const told = await recordActivity(tx, [
        decided('application_rejected', `/post/${locked.id}`),
      ]);
      return { row, change, closed: false, told };
    }
    const members = await squads.membersOf(tx, post.id);
    const role = squads.seatFor(locked, squads.seatsOf(locked, members), current.role);
    const row = (await repo.decide(tx, current.id, { status: 'accepted', role }))!;
    const change = await squads.joinSquad(tx, locked, current.applicant_id, role);
    // The squad as it now is: the members read under the post's lock, and the one just seated.
    const seated = [...members, { role, is_owner: false }];
    const full = squads.isFull(squads.seatsOf(locked, seated));
    const closed = full && locked.auto_close && locked.status === 'open';
    if (closed) await posts.setStatusIn(tx, post.id, 'closed');
    // The applicant is told; the squad's other members (not the owner, who decided) meet them.
    const told = await recordActivity(tx, [
      decided('application_accepted', `/squads/${locked.id}`),
      ...change.memberIds
        .filter((id) => id !== locked.posted_by && id !== current.applicant_id)
        .map((recipientId) => ({
          recipientId,
          actorId: current.applicant_id,
          type: 'squad_member_joined' as const,
          post: locked,
          link: `/squads/${locked.id}`,
          groupKey: `squad_member_joined:${locked.id}`,
        })),
    ]);
    return { row, change, closed, told };
  });
  if (done.change) squads.publishSquadChange(ctx.events, done.change);
  publishActivity(ctx.events, done.told);
  if (done.closed) await squads.publishSeatsChange(ctx.db, ctx.events, post.id);
  return answer(done.row);
}

/**
 * A member leaves the squad (not its owner): their seat frees, their application becomes
 * withdrawn with squad_exit 'left', so they may apply again and the owner decides again.
 */
export async function leaveSquad(ctx: ServiceContext, postId: string): Promise<string> {
  const { mine } = await squads.requireMembership(ctx.db, postId, ctx.viewer.id);
  squads.squadPolicy.authorize(ctx.viewer, 'leave', mine);
  const change = await ctx.db.transaction(async (tx) => {
    // No block filter here: whatever the state, a member can leave a squad they are in.
    const locked = await repo.lockSquadPost(tx, mine.post_id);
    const left = locked ? await exitSquad(tx, locked, ctx.viewer.id) : undefined;
    // A leave that lost a race with a removal or a second leave: nothing left to do.
    if (!left) throw notFound(squads.SQUAD_MESSAGES.notFound);
    return left;
  });
  squads.publishSquadChange(ctx.events, change);
  return mine.post_id;
}

/**
 * The owner removes a member: their seat frees, their application becomes rejected with
 * squad_exit 'removed' and the optional reason they are shown; they cannot apply again.
 */
export async function removeSquadMember(
  ctx: ServiceContext,
  postId: string,
  userId: string,
  reason: string | null | undefined,
) {
  const why = parseWith(removalReasonSchema, reason);
  const { mine, members } = await squads.requireMembership(ctx.db, postId, ctx.viewer.id);
  squads.squadPolicy.authorize(ctx.viewer, 'remove', mine);
  const target = members.find((m) => m.user_id === userId.toLowerCase());
  squads.squadPolicy.authorize(ctx.viewer, 'removable', target);
  const change = await ctx.db.transaction(async (tx) => {
    const locked = await posts.requireVisiblePost(tx, ctx.viewer, mine.post_id, true);
    const current = await repo.findApplicationOf(tx, locked.id, target!.user_id);
    const removed = await squads.leaveSquadIn(tx, locked, target!.user_id, 'removed');
    if (!removed) throw notFound(squads.SQUAD_MESSAGES.memberNotFound);
    if (current) await repo.recordSquadExit(tx, current.id, { squad_exit: 'removed', reason: why });
    const told = await recordActivity(tx, [
      {
        recipientId: target!.user_id,
        actorId: ctx.viewer.id,
        type: 'squad_removed',
        post: locked,
        link: '/my-applications',
        groupKey: `squad_removed:${locked.id}`,
      },
    ]);
    return { ...removed, told };
  });
  squads.publishSquadChange(ctx.events, change);
  publishActivity(ctx.events, change.told);
  return squads.loadSquad(ctx, mine.post_id);
}

/** The post's applicants (not withdrawn, none blocked either way), newest first: owner only. */
export async function loadApplicationsByPostId(
  ctx: ServiceContext,
  postId: string,
  args: PageArgs,
): Promise<ApplicationParent[]> {
  const post = await posts.requireVisiblePost(ctx.db, ctx.viewer, postId);
  policy.authorize(ctx.viewer, 'decide', post);
  const rows = await repo.listApplicantsOfPost(ctx.db, post, pageOf(args, LONG_LIST_LIMIT));
  return rows.map((row) => presentApplication(row, 'applicant', { card: row }));
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
