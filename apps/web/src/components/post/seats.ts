// A post's seats on the web: the rows that name a role, the squad's accessible name and its
// route. Their words ("3 of 5 spots filled") come from @squadup/shared, as the API's do.
import type { SeatCount } from '@squadup/shared';

/** One row of Post.seats: a role's seats, or the open spots (role null) of a post without roles. */
export interface SeatRow extends SeatCount {
  role: string | null;
}

/** The seats that name a role (none when the post offers open spots to anyone). */
export function roleSeatRows<S extends SeatRow>(seats: readonly S[]): (S & { role: string })[] {
  return seats.filter((seat): seat is S & { role: string } => seat.role !== null);
}

/** The squad's name for assistive technology: the owner plus every member in a seat. */
export function squadLabel(spotsFilled: number): string {
  const members = spotsFilled + 1;
  return `Squad: ${members} ${members === 1 ? 'member' : 'members'}`;
}

/** Where a squad lives: its id is the post's (docs/decisions/0028). */
export const squadPath = (postId: string) => `/squads/${postId}`;
