// Time zones as the matcher reads them (docs/decisions/0055): a UTC offset in minutes. A member
// picks one from the offsets in use, "UTC+05:30", starting at the browser's.
import { EVENT_LIMITS } from '@squadup/shared';

const HOUR = 60;
/** The offsets off the whole hour that places use (Newfoundland, India, Nepal, Chatham...). */
const PART_HOURS = [-570, -210, 210, 270, 330, 345, 390, 525, 570, 630, 765, 825];

const inRange = (minutes: number) =>
  minutes >= EVENT_LIMITS.utcOffsetMin && minutes <= EVENT_LIMITS.utcOffsetMax;

/** Every offset in use, west to east: UTC-12:00 to UTC+14:00. */
export const UTC_OFFSETS: readonly number[] = [
  ...Array.from(
    { length: (EVENT_LIMITS.utcOffsetMax - EVENT_LIMITS.utcOffsetMin) / HOUR + 1 },
    (_, i) => EVENT_LIMITS.utcOffsetMin + i * HOUR,
  ),
  ...PART_HOURS,
].sort((a, b) => a - b);

const pad = (n: number) => String(n).padStart(2, '0');

/** "UTC+01:00", "UTC-05:30", "UTC+00:00". */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `UTC${sign}${pad(Math.floor(size / HOUR))}:${pad(size % HOUR)}`;
}

/**
 * The member's offset now, as the browser knows it. getTimezoneOffset counts the other way (UTC
 * minus local time: -60 in Paris in winter), and `|| 0` keeps UTC itself from being -0.
 */
export function browserUtcOffset(now: Date = new Date()): number {
  const minutes = -now.getTimezoneOffset() || 0;
  return inRange(minutes) ? minutes : 0;
}

/** The offsets to choose from: the ones in use, plus `current` if it is a rarer one. */
export function utcOffsetChoices(current: number): readonly number[] {
  if (!inRange(current) || UTC_OFFSETS.includes(current)) return UTC_OFFSETS;
  return [...UTC_OFFSETS, current].sort((a, b) => a - b);
}
