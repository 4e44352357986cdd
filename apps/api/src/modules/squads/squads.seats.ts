import { SQUAD } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { badInput, conflict } from '../../errors.js';
import { record } from '../../lib/domain-events.js';
import {
  fullRoleNote,
  hasSeatFor,
  isFull,
  MESSAGES,
  roleNamed,
  sameRole,
  seatFor,
  seatsOf,
  spotsTotal,
} from './squads.policy.js';
import * as repo from './squads.repo.js';
import * as seatsRepo from './squads.seats.repo.js';

// The seat life cycle (docs/decisions/0049-seat-life-cycle.md), run after every change to a
// post's squad or seats, under the post's lock: a post that chose auto_close closes itself when
// its last seat is taken and reopens itself when one frees (its owner told); pending applications
// that no seat can take go on the waitlist or are declined with a kind note, as the post chose,
// and come off the waitlist as soon as a seat can take them. Nothing is left Pending forever by
// a full role.

/**
 * Brings the post's recruitment and pending applications in line with its seats now.
 * `actorId` made the change (told nothing of what they did themselves). Only a change that took
 * a seat (`seatTaken`: an accept) closes a post by itself: a post its owner opened by hand while
 * full stays open through their later edits. The squad's members hear of the seats once, when
 * recruitment moved or the caller says the seats did (`seatsMoved`: an edit of the post).
 */
export async function settleSeats(
  tx: Database,
  postId: string,
  actorId: string,
  { seatTaken = false, seatsMoved = false } = {},
): Promise<void> {
  const post = await seatsRepo.seatPost(tx, postId);
  if (!post) return;
  const members = await repo.membersOf(tx, postId);
  const seats = seatsOf(post, members);
  const memberIds = members.map((m) => m.user_id);
  const ref = { id: post.id, title: post.title };
  const full = isFull(seats);

  let recruitmentMoved = false;
  if (seatTaken && full && post.auto_close && post.status === 'open') {
    await seatsRepo.setRecruitment(tx, post.id, 'closed', true);
    recruitmentMoved = true;
  } else if (!full && post.status === 'closed' && post.closed_when_full) {
    await seatsRepo.setRecruitment(tx, post.id, 'open', false);
    recruitmentMoved = true;
    record(tx, { type: 'recruitment.reopened', post: ref, ownerId: post.posted_by, actorId });
  }
  if ((recruitmentMoved || seatsMoved) && memberIds.length > 0) {
    record(tx, { type: 'squad.seatsChanged', postId, memberIds });
  }

  const pending = await seatsRepo.pendingOf(tx, postId);
  const seatless = pending.filter((a) => !hasSeatFor(post, seats, a.role));
  const seatedAgain = pending.filter((a) => a.waitlisted && hasSeatFor(post, seats, a.role));
  await seatsRepo.setWaitlisted(
    tx,
    seatedAgain.map((a) => a.id),
    false,
  );
  if (post.when_role_fills === 'waitlist') {
    const newlyWaiting = seatless.filter((a) => !a.waitlisted);
    await seatsRepo.setWaitlisted(
      tx,
      newlyWaiting.map((a) => a.id),
      true,
    );
    return;
  }
  await seatsRepo.declineWithNotes(
    tx,
    seatless.map((a) => ({ id: a.id, note: fullRoleNote(post, a.role) })),
  );
  for (const declined of seatless) {
    record(tx, {
      type: 'application.decided',
      post: ref,
      applicantId: declined.applicant_id,
      deciderId: post.posted_by,
      status: 'rejected',
    });
  }
}

/**
 * Before a member's account is deleted (their squad rows then go by cascade): locks the posts
 * where they hold a seat and answers how to settle each once the rows are gone, as a departure
 * the owner is not told of (the member's id cannot be an item's actor any more).
 */
export async function seatsFreedByDeletion(tx: Database, userId: string) {
  const held = await seatsRepo.lockSeatsHeldBy(tx, userId);
  return async () => {
    for (const seat of held) await settleSeats(tx, seat.post_id, seat.posted_by);
  };
}

/** How the owner seats an applicant whose role is full: another role, or one more seat. */
export interface SeatChoice {
  /** One of the post's roles to seat them in instead of the one they applied for. */
  role?: string | null;
  /** Add one seat to that role (or to the open spots of a post without roles) first. */
  addSeat?: boolean | null;
}

/**
 * The seat an accepted applicant takes, under the post's lock: the role they applied for, or the
 * owner's choice (another role with a free seat; one more seat, within SQUAD's bounds). CONFLICT
 * when the seat is full, as seatFor says; BAD_USER_INPUT for a role the post does not name.
 */
export async function seatToTake(
  tx: Database,
  postId: string,
  applied: string | null,
  choice: SeatChoice,
): Promise<string | null> {
  let post = (await seatsRepo.seatPost(tx, postId))!;
  const members = await repo.membersOf(tx, postId);
  const wanted = choice.role ? chosenRole(post.desired_roles, choice.role) : applied;
  if (choice.addSeat) {
    const seats = seatsOf(post, members);
    if (spotsTotal(seats) >= SQUAD.spotsMax) throw conflict(MESSAGES.spotsMax());
    const index = seatIndex(post.desired_roles, wanted);
    if (index !== null && (post.role_seats[index] ?? 1) >= SQUAD.seatsPerRoleMax) {
      throw conflict(MESSAGES.roleSeatsMax(post.desired_roles[index]!));
    }
    await seatsRepo.addSeat(tx, post, index);
    post = (await seatsRepo.seatPost(tx, postId))!;
  }
  return seatFor(post, seatsOf(post, members), wanted);
}

/** The post's spelling of the role the owner chose; BAD_USER_INPUT when it names no such role. */
function chosenRole(roles: readonly string[], choice: string): string {
  if (roles.length === 0) throw badInput(MESSAGES.noRolesToChoose);
  const role = roleNamed(roles, choice);
  if (!role) throw badInput(MESSAGES.unknownRoleChoice(roles));
  return role;
}

/**
 * Which seat one more goes to: the role's index, null for a post without roles. An applicant
 * without a role (or one the post no longer names) needs the owner to choose the role.
 */
function seatIndex(roles: readonly string[], role: string | null): number | null {
  if (roles.length === 0) return null;
  const index = role === null ? -1 : roles.findIndex((r) => sameRole(r, role));
  if (index < 0) throw badInput(MESSAGES.unknownRoleChoice(roles));
  return index;
}
