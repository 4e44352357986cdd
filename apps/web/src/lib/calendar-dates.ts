// Calendar days in the viewer's time zone: the day a moment falls on, and the moment a chosen day
// ends where the member lives (a deadline). Posts and events both use them. The days as text
// (dateRange, calendarDate) are the shared package's.
import { calendarDateParts } from '@squadup/shared';

const pad = (n: number) => String(n).padStart(2, '0');

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
  const parts = calendarDateParts(day);
  if (!parts) return null;
  const [year, month, date] = parts;
  const end = new Date(year, month - 1, date, 23, 59, 59, 999);
  // Years 0-99 are read as 1900-1999 by the constructor; setFullYear puts them back.
  end.setFullYear(year);
  return end.toISOString();
}
