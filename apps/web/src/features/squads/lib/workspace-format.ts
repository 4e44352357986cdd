import type { UPLOADS } from '@squadup/shared';
import { SQUAD_SPACE, displayName, type NamedMember } from '@squadup/shared';
import { sharedFileName } from '@/lib/shared-files';

// The workspace's words and conversions: the meeting in the viewer's own time zone, the files a
// squad may share, and a history line.

/** The viewer's time zone as the browser names it ('Europe/Berlin'). */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * 'Sat 6 Mar, 18:30 (Europe/Berlin)': the meeting in the viewer's zone, named so nobody wonders
 * whose evening it is. Another year is spelled out ('Sat 6 Mar 2027, 18:30').
 */
export function meetingText(
  iso: string,
  timeZone: string = localTimeZone(),
  now: Date = new Date(),
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const yearOf = (d: Date) =>
    new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone }).format(d);
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const year = yearOf(date) === yearOf(now) ? '' : ` ${part('year')}`;
  const text = `${part('weekday')} ${part('day')} ${part('month')}${year}, ${part('hour')}:${part('minute')}`;
  return `${text} (${timeZone})`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as a datetime-local input's value ('2027-03-06T18:30'), in the viewer's zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value read in the viewer's zone, as ISO with an offset; null when blank or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  // Without a zone, a date-time string is read as local time.
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The upload folder a squad's files go to (getPresignedUrl checks the type against it). */
export const SQUAD_FILES_FOLDER: (typeof UPLOADS.folders)[number] = 'squad-files';

/** The name a file is shared with the squad under: its own, cut to the limit (never blank). */
export const squadFileName = (fileName: string): string =>
  sharedFileName(fileName, SQUAD_SPACE.fileNameMax);

/** A face's full name, or 'A former member' for someone whose account is gone. */
export const faceName = (face: NamedMember | null | undefined): string =>
  face ? displayName(face) : 'A former member';
