// Before an accept: is there a seat for the applicant, and if not, what can the owner offer? The
// same reading of the seats as the API's (squads.policy seatFor), so the dialog opens exactly when
// a plain accept would answer CONFLICT.
import { isSeatFilled, SQUAD } from '@squadup/shared';
import { roleSeatRows, type SeatRow } from '@/components/post/seats';

/** How to seat an applicant whose seat is taken: updateApplicationStatus's extra arguments. */
export type SeatChoice = { role: string; addSeat?: true } | { addSeat: true };

/** Why a plain accept has no seat, and the seats the owner can offer instead. */
export interface FullSeat {
  /** The role applied for, all of whose seats are taken; null when every spot is. */
  role: string | null;
  /** That role's seats (the squad's spots when `role` is null). */
  total: number;
  /** The post's other roles with a free seat, and how many each has free. */
  freeRoles: { role: string; free: number }[];
  /**
   * One more seat fits: the role under SQUAD.seatsPerRoleMax and the squad under SQUAD.spotsMax
   * (a post without roles adds an open spot). An applicant of no role on a post that names roles
   * has no seat of their own to add to: `addableRoles` offers the roles instead.
   */
  canAddSeat: boolean;
  /** For an applicant of no role: the post's roles that can take one more seat. */
  addableRoles: string[];
}

const sameRole = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The post's spots besides its owner. */
const spotsOf = (seats: readonly SeatRow[]) => seats.reduce((sum, seat) => sum + seat.total, 0);

/**
 * Null when a plain accept finds a seat: the role applied for has one free, or, for an applicant
 * of no role (or of a role the post no longer names), any role has. Otherwise what is full and
 * what can be offered.
 */
export function fullSeatFor(seats: readonly SeatRow[], applied: string | null): FullSeat | null {
  // Seats not known (yet): the server judges, and a CONFLICT still reads in the toast.
  if (seats.length === 0) return null;
  const spots = spotsOf(seats);
  const roles = roleSeatRows(seats);
  if (roles.length === 0) {
    // A post without roles: its one row of open spots.
    if (seats.some((seat) => !isSeatFilled(seat))) return null;
    return {
      role: null,
      total: spots,
      freeRoles: [],
      canAddSeat: spots < SQUAD.spotsMax,
      addableRoles: [],
    };
  }
  const named = applied === null ? undefined : roles.find((seat) => sameRole(seat.role, applied));
  const free = roles.filter((seat) => seat !== named && !isSeatFilled(seat));
  if (!named) {
    if (free.length > 0) return null;
    const addableRoles =
      spots < SQUAD.spotsMax
        ? roles.filter((seat) => seat.total < SQUAD.seatsPerRoleMax).map((seat) => seat.role)
        : [];
    return { role: null, total: spots, freeRoles: [], canAddSeat: false, addableRoles };
  }
  if (!isSeatFilled(named)) return null;
  return {
    role: named.role,
    total: named.total,
    freeRoles: free.map((seat) => ({ role: seat.role, free: seat.total - seat.filled })),
    canAddSeat: named.total < SQUAD.seatsPerRoleMax && spots < SQUAD.spotsMax,
    addableRoles: [],
  };
}
