// Calendar days: what <input type=date> gives (YYYY-MM-DD), read without a time zone (6–8 March
// is those days wherever one reads them), and the moment a chosen day ends where the member lives
// (a deadline). Posts and events both use them. In en-US like every date in the app.

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

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
