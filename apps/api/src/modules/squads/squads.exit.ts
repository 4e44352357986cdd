import { removalReasonSchema } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { transact } from '../../lib/domain-events.js';
import { parseWith } from '../../lib/parse.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { MESSAGES, squadPolicy } from './squads.policy.js';
import * as repo from './squads.repo.js';
import {
  leaveSquadIn,
  loadSquad,
  requireMembership,
  type SquadChange,
  type SquadPost,
} from './squads.service.js';

// Leaving a squad, as the member asks for it (leaveSquad) or as a block between the squad's
// owner and the member makes it (docs/decisions/0028, "Blocks inside a squad"): the same change
// either way, so nothing tells the two apart. And removing a member, the owner's way of ending
// a membership.

/**
 * Takes the member out of the post's squad (the post row locked by the caller): their seat frees,
 * their application becomes withdrawn with squad_exit 'left', the chat and its read pointer go
 * and the squad reads "… left the squad". Undefined when they were not in it.
 */
export async function exitSquad(
  tx: Database,
  post: SquadPost,
  memberId: string,
): Promise<SquadChange | undefined> {
  const current = await repo.applicationOf(tx, post.id, memberId);
  const left = await leaveSquadIn(tx, post, memberId, 'left');
  if (!left) return undefined;
  if (current) {
    await repo.recordSquadExit(tx, current.id, { squad_exit: 'left' });
    // Withdrawn applications are not counted (applications_count).
    if (current.status !== 'withdrawn') await repo.uncountApplication(tx, post.id);
  }
  return left;
}

/**
 * In the block's transaction: every squad where one of the two owns the post and the other is a
 * member ends for that member, exactly as if they had left (each records its event on `tx`).
 * Both members' posts are locked first, so an accept racing the block either finishes before it
 * (and is ended here) or sees the block (and is refused).
 */
export async function endSquadsBetween(tx: Database, a: string, b: string): Promise<void> {
  await repo.lockPostsOwnedBy(tx, a, b);
  for (const seat of await repo.squadSeatsBetween(tx, a, b)) {
    await exitSquad(tx, seat, seat.member_id);
  }
}

/**
 * A member leaves the squad (not its owner): their seat frees, their application becomes
 * withdrawn with squad_exit 'left', so they may apply again and the owner decides again.
 */
export async function leaveSquad(ctx: ServiceContext, postId: string): Promise<string> {
  const { mine } = await requireMembership(ctx.db, postId, ctx.viewer.id);
  squadPolicy.authorize(ctx.viewer, 'leave', mine);
  await transact(ctx, async (tx) => {
    // No block filter here: whatever the state, a member can leave a squad they are in.
    const locked = await repo.lockSquadPost(tx, mine.post_id);
    const left = locked ? await exitSquad(tx, locked, ctx.viewer.id) : undefined;
    // A leave that lost a race with a removal or a second leave: nothing left to do.
    if (!left) throw notFound(MESSAGES.notFound);
  });
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
  const { mine, members } = await requireMembership(ctx.db, postId, ctx.viewer.id);
  squadPolicy.authorize(ctx.viewer, 'remove', mine);
  const target = members.find((m) => m.user_id === userId.toLowerCase());
  squadPolicy.authorize(ctx.viewer, 'removable', target);
  await transact(ctx, async (tx) => {
    // The owner's own post: no block can hide it from them, so only a deletion makes it go.
    const locked = await repo.lockSquadPost(tx, mine.post_id);
    if (!locked) throw notFound(MESSAGES.notFound);
    const current = await repo.applicationOf(tx, locked.id, target!.user_id);
    const removed = await leaveSquadIn(tx, locked, target!.user_id, 'removed');
    if (!removed) throw notFound(MESSAGES.memberNotFound);
    if (current) await repo.recordSquadExit(tx, current.id, { squad_exit: 'removed', reason: why });
  });
  return loadSquad(ctx, mine.post_id);
}
