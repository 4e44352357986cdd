import type { Database } from '../../db/client.js';
import type { EventPublisher } from '../../lib/domain-events.js';
import * as squads from '../squads/index.js';
import * as repo from './applications.repo.js';

// Leaving a squad, as the member asks for it (leaveSquad) or as a block between the squad's
// owner and the member makes it (docs/decisions/0028, "Blocks inside a squad"): the same change
// either way, so nothing tells the two apart.

/**
 * Takes the member out of the post's squad (the post row locked by the caller): their seat frees,
 * their application becomes withdrawn with squad_exit 'left', the chat and its read pointer go
 * and the squad reads "… left the squad". Undefined when they were not in it.
 */
export async function exitSquad(
  tx: Database,
  post: squads.SquadPost,
  memberId: string,
): Promise<squads.SquadChange | undefined> {
  const current = await repo.findApplicationOf(tx, post.id, memberId);
  const left = await squads.leaveSquadIn(tx, post, memberId, 'left');
  if (!left) return undefined;
  if (current) {
    await repo.recordSquadExit(tx, current.id, { squad_exit: 'left' });
    // Withdrawn applications are not counted (applications_count).
    if (current.status !== 'withdrawn') await repo.addToApplicationsCount(tx, post.id, -1);
  }
  return left;
}

/**
 * In the block's transaction: every squad where one of the two owns the post and the other is a
 * member ends for that member, exactly as if they had left. Both members' posts are locked
 * first, so an accept racing the block either finishes before it (and is ended here) or sees
 * the block (and is refused).
 */
export async function endSquadsBetween(
  tx: Database,
  a: string,
  b: string,
): Promise<squads.SquadChange[]> {
  await repo.lockPostsOwnedBy(tx, a, b);
  const changes: squads.SquadChange[] = [];
  for (const seat of await repo.squadSeatsBetween(tx, a, b)) {
    const change = await exitSquad(tx, seat, seat.member_id);
    if (change) changes.push(change);
  }
  return changes;
}

/** After the block's commit: each ended membership as any leave is told. */
export function publishSquadExits(events: EventPublisher, changes: squads.SquadChange[]): void {
  for (const change of changes) squads.publishSquadChange(events, change);
}
