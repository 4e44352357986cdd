// Relative and short dates ("3 hours ago", "Nov 22, 2026"), in en-US like every date in the app.

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** The time of an ISO date in ms, or undefined when it is missing or not a date. */
export function timeOf(iso: string | null | undefined): number | undefined {
  if (!iso) return undefined;
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? undefined : time;
}

/** 'just now' under a minute, then '5 minutes ago', 'yesterday', '3 weeks ago'...; '' for a bad date. */
export function relativeTime(iso: string | null | undefined, now: number = Date.now()): string {
  const time = timeOf(iso);
  if (time === undefined) return '';
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** 'Nov 22, 2026': the spec's short month, day and year. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
