import { SQUAD_SPACE, UPLOADS, displayName, type NamedMember } from '@squadup/shared';

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

/** What the file picker accepts: the image types and PDF. */
export const SQUAD_FILE_TYPES: readonly string[] = [
  ...UPLOADS.imageTypes,
  ...UPLOADS.documentTypes,
];

const MAX_MB = UPLOADS.maxBytes / (1024 * 1024);

/** Why a chosen file cannot be shared, checked before anything is sent; null when it may be. */
export function squadFileProblem(file: { type: string; size: number }): string | null {
  if (!SQUAD_FILE_TYPES.includes(file.type)) {
    return 'Choose a PDF or an image (JPEG, PNG, WebP or GIF).';
  }
  if (file.size > UPLOADS.maxBytes) return `The file is too large. The limit is ${MAX_MB} MB.`;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

/** The name a file is shared under: its own, cut to the limit (never blank). */
export function squadFileName(fileName: string): string {
  const name = fileName.trim() || 'File';
  return name.length > SQUAD_SPACE.fileNameMax ? name.slice(0, SQUAD_SPACE.fileNameMax) : name;
}

export const isImageType = (contentType: string): boolean =>
  (UPLOADS.imageTypes as readonly string[]).includes(contentType);

/** A face's full name, or 'A former member' for someone whose account is gone. */
export const faceName = (face: NamedMember | null | undefined): string =>
  face ? displayName(face) : 'A former member';
