// How a post's seats read: "3 of 5 spots filled", "Frontend · 1 of 2 filled".

/** One row of Post.seats: a role's seats, or the open spots (role null) of a post without roles. */
export interface SeatRow {
  role: string | null;
  total: number;
  filled: number;
}

/** The seats that name a role (none when the post offers open spots to anyone). */
export function roleSeatRows<S extends SeatRow>(seats: readonly S[]): (S & { role: string })[] {
  return seats.filter((seat): seat is S & { role: string } => seat.role !== null);
}

export function isFilled(seat: SeatRow): boolean {
  return seat.filled >= seat.total;
}

/** "3 of 5 spots filled" (the landing page's own words). */
export function spotsFilledText(filled: number, total: number): string {
  return `${filled} of ${total} ${total === 1 ? 'spot' : 'spots'} filled`;
}

/** The squad's name for assistive technology: the owner plus every member in a seat. */
export function squadLabel(spotsFilled: number): string {
  const members = spotsFilled + 1;
  return `Squad: ${members} ${members === 1 ? 'member' : 'members'}`;
}

/** Where a squad lives: its id is the post's (docs/decisions/0028). */
export const squadPath = (postId: string) => `/squads/${postId}`;
