// A post's "when": its calendar dates (no time zone: 6–8 March is those days wherever one reads
// them), its application deadline (a moment, read in the viewer's time zone) and its hours a week.
// In en-US like every date in the app.
import { applicationsOpen } from '@squadup/shared';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 3600 * 1000;
/** Up to this many days ahead, a deadline reads "Closes in 3 days" rather than its date. */
const SOON_DAYS = 3;

const pad = (n: number) => String(n).padStart(2, '0');

/** [year, month (1-12), day] of a YYYY-MM-DD text, or null when it names no real day. */
function partsOf(day: string | null | undefined): [number, number, number] | null {
  const match = day ? CALENDAR_DATE.exec(day) : null;
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return [year, month, date];
}

/** The YYYY-MM-DD a moment falls on in the viewer's time zone ('' when it is no date). */
export function localDay(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The last moment of a calendar day in the viewer's time zone, as ISO text: "apply by 1 March"
 * means until that day is over where the owner lives. null when the text names no day.
 */
export function endOfLocalDay(day: string): string | null {
  const parts = partsOf(day);
  if (!parts) return null;
  const [year, month, date] = parts;
  const end = new Date(year, month - 1, date, 23, 59, 59, 999);
  // Years 0-99 are read as 1900-1999 by the constructor; setFullYear puts them back.
  end.setFullYear(year);
  return end.toISOString();
}

const MONTHS = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const monthName = (year: number, month: number) =>
  MONTHS.format(new Date(Date.UTC(year, month - 1, 1)));

/** "Mar 6, 2031" for a calendar date ('' when it is none). */
export function calendarDate(day: string | null | undefined): string {
  const parts = partsOf(day);
  if (!parts) return '';
  const [year, month, date] = parts;
  return `${monthName(year, month)} ${date}, ${year}`;
}

/**
 * When the project runs, compactly: "Mar 6 – 8, 2031", "Mar 30 – Apr 2, 2031",
 * "Dec 30, 2031 – Jan 2, 2032", "Mar 6, 2031" (one day), "From Mar 6, 2031", "Until Mar 8, 2031";
 * null when it has no dates.
 */
export function dateRange(
  startsOn: string | null | undefined,
  endsOn: string | null | undefined,
): string | null {
  const start = partsOf(startsOn);
  const end = partsOf(endsOn);
  if (start && end) {
    const [y1, m1, d1] = start;
    const [y2, m2, d2] = end;
    if (y1 !== y2) return `${calendarDate(startsOn)} – ${calendarDate(endsOn)}`;
    if (m1 !== m2) return `${monthName(y1, m1)} ${d1} – ${monthName(y2, m2)} ${d2}, ${y2}`;
    if (d1 !== d2) return `${monthName(y1, m1)} ${d1} – ${d2}, ${y1}`;
    return calendarDate(startsOn);
  }
  if (start) return `From ${calendarDate(startsOn)}`;
  if (end) return `Until ${calendarDate(endsOn)}`;
  return null;
}

/** Whole calendar days from `now`'s day to the day of `then`, in the viewer's time zone. */
function daysBetween(now: Date, then: Date): number {
  const dayOf = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((dayOf(then) - dayOf(now)) / DAY_MS);
}

export interface DeadlineLabel {
  text: string;
  /** Applying closes within a few days: the card draws the eye to it. */
  soon: boolean;
  passed: boolean;
}

/**
 * The deadline as a card says it: "Closes today", "Closes tomorrow", "Closes in 3 days" while
 * applications are open and it is near; "Apply by Mar 1" (with the year when it is not this year)
 * otherwise; "Closed Mar 1" once it has passed. null when the post has none.
 */
export function deadlineLabel(
  applyBy: string | null | undefined,
  { open, now = new Date() }: { open: boolean; now?: Date },
): DeadlineLabel | null {
  if (!applyBy) return null;
  const at = new Date(applyBy);
  if (Number.isNaN(at.getTime())) return null;
  const day = at.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  if (at.getTime() <= now.getTime()) return { text: `Closed ${day}`, soon: false, passed: true };
  const days = daysBetween(now, at);
  if (open && days <= SOON_DAYS) {
    const text =
      days === 0 ? 'Closes today' : days === 1 ? 'Closes tomorrow' : `Closes in ${days} days`;
    return { text, soon: true, passed: false };
  }
  return { text: `Apply by ${day}`, soon: false, passed: false };
}

/** The deadline's day and time in the viewer's time zone: "Mar 1, 2031" and "11:59 PM GMT+1". */
export function deadlineParts(
  applyBy: string | null | undefined,
): { day: string; time: string } | null {
  if (!applyBy) return null;
  const at = new Date(applyBy);
  if (Number.isNaN(at.getTime())) return null;
  return {
    day: at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
    time: at.toLocaleTimeString('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
  };
}

/** "Mar 1, 2031, 11:59 PM GMT+1": the deadline with its time, in the viewer's time zone. */
export function deadlineDateTime(applyBy: string | null | undefined): string {
  const parts = deadlineParts(applyBy);
  return parts ? `${parts.day}, ${parts.time}` : '';
}

/** "12 h/week"; null when the post asks none. */
export function hoursLabel(hours: number | null | undefined): string | null {
  return hours ? `${hours} h/week` : null;
}

interface ApplyingFacts {
  status: string;
  apply_by?: string | null;
  accepting_applications: boolean;
}

/**
 * Whether the post takes applications now: the server said so when it was read, and its deadline
 * has not come since (a screen left open past it).
 */
export function takingApplications(post: ApplyingFacts, now: Date = new Date()): boolean {
  return post.accepting_applications && applicationsOpen(post, now);
}

/** Open, but its application deadline has passed: the post still reads, applying is over. */
export function deadlinePassed(post: ApplyingFacts, now: Date = new Date()): boolean {
  return post.status === 'open' && !takingApplications(post, now);
}
