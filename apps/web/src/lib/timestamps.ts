// Dates as the spec shows them: short month, day and year in en-US, with the time where it matters.

/** A server timestamp (ISO text or epoch milliseconds as text) as a Date, or null when unreadable. */
export function parseTimestamp(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = /^\d+$/.test(value) ? new Date(Number(value)) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 5, 2026". */
export function formatDate(value: string | null | undefined): string {
  const date = parseTimestamp(value);
  return date
    ? date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
    : '';
}

/** "Mar 5, 2026, 3:04 PM". */
export function formatDateTime(value: string | null | undefined): string {
  const date = parseTimestamp(value);
  return date
    ? date.toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
    : '';
}
