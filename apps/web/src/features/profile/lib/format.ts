// How the profile shows names and dates (en-US like every date in the app, e.g. 'Jan 5, 2024').

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'Jan 5, 2024'. Section dates are calendar dates: read them in UTC so a date stored as
 * midnight UTC never shows as the day before in a western time zone. '' for a bad date.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(DATE_ONLY.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'Jan 5, 2024 – Present', 'Jan 5, 2024 – Jun 1, 2025', or just the start. */
export function dateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  isCurrent: boolean,
): string {
  const from = formatDate(start);
  const to = isCurrent ? 'Present' : formatDate(end);
  if (from && to) return `${from} – ${to}`;
  return from || (isCurrent ? 'Present' : to);
}

/** The year a member joined, from created_at; null when unknown. */
export function joinedYear(createdAt: string | null | undefined): number | null {
  if (!createdAt) return null;
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : date.getUTCFullYear();
}

/** The value an <input type="date"> takes: the YYYY-MM-DD part of an ISO date. */
export function toDateInput(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 10) : '';
}
