import { UPLOADS } from '@squadup/shared';

// What the photo dialog accepts from the file picker: the upload's image types, refused here before
// the crop box opens on something it cannot show. No size check: the spec leaves size to the server,
// and what is uploaded is the 200x200 crop, not the chosen file.

const TYPE_NAMES: Record<(typeof UPLOADS.imageTypes)[number], string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

const names = UPLOADS.imageTypes.map((type) => TYPE_NAMES[type]);

/** The one message for any file the dialog cannot use, naming the real types and limit. */
export const PHOTO_FILE_MESSAGE = `Choose a ${names.slice(0, -1).join(', ')} or ${names.at(-1)} image.`;

/** The picker's `accept`: the same types, so the system dialog offers only those. */
export const PHOTO_ACCEPT = UPLOADS.imageTypes.join(',');

/** Why `file` cannot be a profile photo, or null when it is an image of an accepted type. */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  const typeOk = (UPLOADS.imageTypes as readonly string[]).includes(file.type);
  if (!typeOk || file.size === 0) return PHOTO_FILE_MESSAGE;
  return null;
}
