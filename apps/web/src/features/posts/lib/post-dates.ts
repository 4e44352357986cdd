// A post's "when": its application deadline (a moment, read in the viewer's time zone) and its
// hours a week; its calendar dates are lib/calendar-dates.ts's. In en-US like every date in the app.
import { applicationsOpen } from '@squadup/shared';

const DAY_MS = 24 * 3600 * 1000;
/** Up to this many days ahead, a deadline reads "Closes in 3 days" rather than its date. */
const SOON_DAYS = 3;

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
