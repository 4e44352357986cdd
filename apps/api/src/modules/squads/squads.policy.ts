// Squad rules: pure, over the rows the service loaded (lib/policy.ts, docs/decisions/0028).
// Someone outside a squad learns nothing about it: every refusal to a non-member is NOT_FOUND,
// as for an unknown post id.
import { conflict, forbidden, notFound } from '../../errors.js';
import type { ViewerRef } from '../../lib/viewer.js';
import { SQUAD, seatCountText, seatsFilledText } from '@squadup/shared';
import { definePolicy } from '../../lib/policy.js';

export const MESSAGES = {
  notFound: 'Squad not found.',
  memberNotFound: 'This member is not in the squad.',
  ownerCannotLeave:
    'The owner cannot leave their squad. Close recruitment or delete the post instead.',
  notOwner: 'Only the squad’s owner can remove members.',
  cannotRemoveOwner: 'The owner cannot be removed from their squad.',
  roleFull: (role: string, total: number) =>
    `The ${role} role is full (${seatsFilledText(total, total)}).`,
  squadFull: (total: number) => `Every spot is filled (${seatCountText(total, total)}).`,
  seatsBelowRole: (role: string, filled: number) =>
    `${filled} members hold the ${role} role: keep at least ${filled} seats for it.`,
  seatsBelowTeam: (filled: number) =>
    `The squad has ${filled} members: keep at least ${filled} spots.`,
  roleHeld: (role: string) => `Keep the ${role} role: squad members hold it.`,
  noRolesToChoose: 'This post names no roles: accept without choosing one.',
  unknownRoleChoice: (roles: readonly string[]) =>
    `Choose one of this post’s roles: ${roles.join(', ')}.`,
  roleSeatsMax: (role: string) =>
    `The ${role} role has the most seats a role can have (${SQUAD.seatsPerRoleMax}).`,
  spotsMax: () => `A squad has at most ${SQUAD.spotsMax} spots besides its owner.`,
  notEditor: 'Only the squad’s owner, or members the owner allows, can change this.',
  notOwnerOfSpace: 'Only the squad’s owner can choose who edits the workspace.',
  notTaskAuthor: 'Only who added this task, or the squad’s owner, can remove it.',
  notFileSharer: 'Only who shared this file, or the squad’s owner, can remove it.',
  linkNotFound: 'Link not found.',
  taskNotFound: 'Task not found.',
  fileNotFound: 'File not found.',
  notASquadUpload: 'Share a file you uploaded for a squad (getPresignedUrl, folder squad-files).',
  tooMany: (what: string, max: number) => `A squad keeps at most ${max} ${what}.`,
} as const;

interface Membership {
  user_id: string;
  is_owner: boolean;
}

/** The viewer's own row in the squad (undefined: not in it). */
type ViewerMembership = Membership | undefined;

export const squadPolicy = definePolicy(
  {
    /** Seeing a squad (its page, members, chat): its owner and members only. */
    see: (_viewer: ViewerRef, mine: { is_owner: boolean } | undefined) => mine !== undefined,
    /** Leaving: a member; the owner's squad is their post's. */
    leave: (_viewer: ViewerRef, mine: Membership) => !mine.is_owner,
    /** Removing a member: the owner only. */
    remove: (_viewer: ViewerRef, mine: Membership) => mine.is_owner,
    /** The pin, the links and the meeting: the owner, or any member when the owner allows. */
    editSpace: (_viewer: ViewerRef, facts: { mine: Membership; members_can_edit: boolean }) =>
      facts.mine.is_owner || facts.members_can_edit,
    /** Who edits the workspace is the owner's choice. */
    chooseEditors: (_viewer: ViewerRef, mine: Membership) => mine.is_owner,
    /** A task goes with whoever added it, or the owner. */
    removeTask: (viewer: ViewerRef, facts: { mine: Membership; created_by: string }) =>
      facts.mine.is_owner || facts.created_by === viewer.id,
    /** A file goes with whoever shared it, or the owner. */
    removeFile: (viewer: ViewerRef, facts: { mine: Membership; added_by: string }) =>
      facts.mine.is_owner || facts.added_by === viewer.id,
    /** A task is assigned to a member of the squad (or nobody). */
    assignable: (_viewer: ViewerRef, target: ViewerMembership | null) => target !== undefined,
    /** Whom the owner removes: a member of the squad, never the owner. */
    removable: (_viewer: ViewerRef, target: ViewerMembership) =>
      target !== undefined && !target.is_owner,
  },
  {
    see: () => notFound(MESSAGES.notFound),
    leave: () => forbidden(MESSAGES.ownerCannotLeave),
    remove: () => forbidden(MESSAGES.notOwner),
    editSpace: () => forbidden(MESSAGES.notEditor),
    chooseEditors: () => forbidden(MESSAGES.notOwnerOfSpace),
    removeTask: () => forbidden(MESSAGES.notTaskAuthor),
    removeFile: () => forbidden(MESSAGES.notFileSharer),
    assignable: () => notFound(MESSAGES.memberNotFound),
    removable: (target) =>
      target?.is_owner ? forbidden(MESSAGES.cannotRemoveOwner) : notFound(MESSAGES.memberNotFound),
  },
);

/** A post's seats as the squad fills them. */
export interface SeatPlan {
  desired_roles: readonly string[];
  role_seats: readonly number[];
  open_seats: number;
}

export interface SeatView {
  role: string | null;
  total: number;
  filled: number;
}

/**
 * Seats per role with how many members hold each. Without roles: one row (role null) of the
 * open seats. Roles match case-insensitively (the filter does too); a member whose role the post
 * no longer names still fills a spot (spotsFilled), not a role's seat.
 */
export function seatsOf(
  plan: SeatPlan,
  members: readonly { role: string | null; is_owner: boolean }[],
): SeatView[] {
  const team = members.filter((m) => !m.is_owner);
  if (plan.desired_roles.length === 0) {
    return [{ role: null, total: plan.open_seats, filled: team.length }];
  }
  return plan.desired_roles.map((role, i) => ({
    role,
    total: plan.role_seats[i] ?? 1,
    filled: team.filter((m) => sameRole(m.role, role)).length,
  }));
}

/** Roles match case-insensitively everywhere, as the filter matches them. */
export const sameRole = (a: string | null | undefined, b: string) =>
  a != null && a.toLowerCase() === b.toLowerCase();

/** The post's spelling of `name`, undefined when it names no such role. */
export const roleNamed = (roles: readonly string[], name: string) =>
  roles.find((r) => sameRole(r, name.trim()));

export const spotsTotal = (seats: readonly SeatView[]) => seats.reduce((n, s) => n + s.total, 0);

/**
 * The seat an accepted applicant takes: the role they applied for; with no role picked, or one
 * the post no longer names (renamed or dropped since they applied), the first role with a free
 * seat (docs/decisions/0028); null for a post without roles. CONFLICT when it is full, so the
 * squad never holds more members than seats.
 */
export function seatFor(
  plan: SeatPlan,
  seats: readonly SeatView[],
  applied: string | null,
): string | null {
  if (plan.desired_roles.length === 0) {
    const [open] = seats;
    if (open && open.filled >= open.total) throw conflict(MESSAGES.squadFull(open.total));
    return null;
  }
  const named = applied === null ? undefined : seats.find((s) => sameRole(s.role, applied));
  if (named) {
    if (named.filled >= named.total) throw conflict(MESSAGES.roleFull(named.role!, named.total));
    return named.role;
  }
  const free = seats.find((s) => s.filled < s.total);
  if (!free) throw conflict(MESSAGES.squadFull(spotsTotal(seats)));
  return free.role;
}

/**
 * Whether an application for `role` could be seated now: its role's seat when the post names it,
 * any free seat otherwise (no role picked, or one the post no longer names), as seatFor seats it.
 */
export function hasSeatFor(
  plan: SeatPlan,
  seats: readonly SeatView[],
  role: string | null,
): boolean {
  const named =
    plan.desired_roles.length > 0 && role !== null
      ? seats.find((s) => sameRole(s.role, role))
      : undefined;
  return named ? named.filled < named.total : seats.some((s) => s.filled < s.total);
}

/** The kind note a post's automatic decline leaves the applicant (docs/decisions/0049). */
export function fullRoleNote(plan: SeatPlan, role: string | null): string {
  const named = role !== null && roleNamed(plan.desired_roles, role) !== undefined;
  const what = named ? `The ${role} role` : 'Every spot in this squad';
  return `Thank you for applying. ${what} filled before your application could be reviewed; we hope to see you on another project.`;
}

/** Every seat is filled (a post closes itself then when its owner chose so). */
export const isFull = (seats: readonly SeatView[]) => seats.every((s) => s.filled >= s.total);

/**
 * A post's new seats must still seat its squad (an edit): every role a member holds stays named,
 * with at least as many seats as members, and the spots are at least the members. CONFLICT
 * otherwise, naming what to keep.
 */
export function assertSeatsHold(
  plan: SeatPlan,
  members: readonly { role: string | null; is_owner: boolean }[],
): void {
  const team = members.filter((m) => !m.is_owner);
  const seats = seatsOf(plan, members);
  const overfull = seats.find((s) => s.filled > s.total);
  if (overfull) {
    throw conflict(
      overfull.role === null
        ? MESSAGES.seatsBelowTeam(overfull.filled)
        : MESSAGES.seatsBelowRole(overfull.role, overfull.filled),
    );
  }
  const roles = plan.desired_roles;
  const unseated = team.find(
    (m) => m.role !== null && roles.length > 0 && roleNamed(roles, m.role) === undefined,
  );
  if (unseated) throw conflict(MESSAGES.roleHeld(unseated.role!));
  if (team.length > spotsTotal(seats)) throw conflict(MESSAGES.seatsBelowTeam(team.length));
}
