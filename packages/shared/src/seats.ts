// How a post's seats read, in the app and in the API's refusals alike: "Frontend · 1 of 2 filled",
// "3 of 5 spots filled", "Designer · 1 open seat" (docs/decisions/0028).

/** One role's seats, or a post's open spots (role null: the post names no roles). */
export interface SeatCount {
  role?: string | null;
  total: number;
  filled: number;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** Whether every seat of the row is taken. */
export const isSeatFilled = (seat: SeatCount): boolean => seat.filled >= seat.total;

/** "1 of 2": the bare count, as a refusal quotes it. */
export const seatCountText = (filled: number, total: number): string => `${filled} of ${total}`;

/** "1 of 2 filled": one role's seats. */
export const seatsFilledText = (filled: number, total: number): string =>
  `${seatCountText(filled, total)} filled`;

/** "3 of 5 spots filled": the whole squad (the landing page's own words). */
export const spotsFilledText = (filled: number, total: number): string =>
  `${seatCountText(filled, total)} ${plural(total, 'spot', 'spots')} filled`;

/** "Designer · 1 open seat", "Frontend · Filled"; "Any role · 2 open seats" for a post without roles. */
export function openSeatsText(seat: SeatCount): string {
  const open = Math.max(0, seat.total - seat.filled);
  const what = open === 0 ? 'Filled' : `${open} open ${plural(open, 'seat', 'seats')}`;
  return `${seat.role || 'Any role'} · ${what}`;
}
