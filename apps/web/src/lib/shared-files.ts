import { UPLOADS } from '@squadup/shared';

// Files members share (a squad's files, a chat's attachments): images and PDF, checked here before
// anything is sent, so a file the server would refuse costs no upload.

/** What the file pickers accept: the image types and PDF. */
export const SHARED_FILE_TYPES: readonly string[] = [
  ...UPLOADS.imageTypes,
  ...UPLOADS.documentTypes,
];

const MAX_MB = UPLOADS.maxBytes / (1024 * 1024);

/** Why a chosen file cannot be shared, checked before anything is sent; null when it may be. */
export function sharedFileProblem(file: { type: string; size: number }): string | null {
  if (!SHARED_FILE_TYPES.includes(file.type)) {
    return 'Choose a PDF or an image (JPEG, PNG, WebP or GIF).';
  }
  if (file.size > UPLOADS.maxBytes) return `The file is too large. The limit is ${MAX_MB} MB.`;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

/** The name a file is shared under: its own, cut to `max` characters (never blank). */
export function sharedFileName(fileName: string, max: number): string {
  const name = fileName.trim() || 'File';
  return name.length > max ? name.slice(0, max) : name;
}

export const isImageType = (contentType: string): boolean =>
  (UPLOADS.imageTypes as readonly string[]).includes(contentType);
