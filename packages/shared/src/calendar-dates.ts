// Calendar days as text: what <input type=date> gives (YYYY-MM-DD), read without a time zone
// (6–8 March is those days wherever one reads them). The web app shows them on posts and events,
// and the API writes them into a shared event link's preview. In en-US like every date in the app.

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** [year, month (1-12), day] of a YYYY-MM-DD text, or null when it names no real day. */
export function calendarDateParts(day: string | null | undefined): [number, number, number] | null {
  const match = day ? CALENDAR_DATE.exec(day) : null;
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return [year, month, date];
}

const MONTHS = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const monthName = (year: number, month: number) =>
  MONTHS.format(new Date(Date.UTC(year, month - 1, 1)));

/** "Mar 6, 2031" for a calendar date ('' when it is none). */
export function calendarDate(day: string | null | undefined): string {
  const parts = calendarDateParts(day);
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
  const start = calendarDateParts(startsOn);
  const end = calendarDateParts(endsOn);
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
