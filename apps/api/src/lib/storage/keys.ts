import { UPLOADS } from '@squadup/shared';
import { UUID_PATTERN } from '../ids.js';

export type ImageType = (typeof UPLOADS.imageTypes)[number];
export type UploadFolder = (typeof UPLOADS.folders)[number];

/** File extension per accepted image type; the key's extension names the stored type. */
export const EXTENSION_BY_TYPE: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const TYPE_BY_EXTENSION = new Map<string, ImageType>(
  Object.entries(EXTENSION_BY_TYPE).map(([type, ext]) => [ext, type as ImageType]),
);

const EXT = [...TYPE_BY_EXTENSION.keys()].join('|');
const FOLDER = UPLOADS.folders.map((f) => f.replace(/[-]/g, '\\-')).join('|');

// The only shape a key can have: `<folder>/<user id>/<uuid>.<ext>`, all server-chosen. Matching it
// whole (no dots, slashes or percent signs elsewhere) is what keeps keys from escaping the store.
const KEY_PATTERN = new RegExp(`^(${FOLDER})/(${UUID_PATTERN})/(${UUID_PATTERN})\\.(${EXT})$`);
const MEMBER_PREFIX_PATTERN = new RegExp(`^(${FOLDER})/(${UUID_PATTERN})/$`);

export const isImageType = (value: string): value is ImageType =>
  (UPLOADS.imageTypes as readonly string[]).includes(value);

export const isUploadFolder = (value: string): value is UploadFolder =>
  (UPLOADS.folders as readonly string[]).includes(value);

export interface ParsedKey {
  folder: UploadFolder;
  userId: string;
  contentType: ImageType;
}

/** The parts of a well-formed key, or null for anything else (traversal attempts included). */
export function parseKey(key: string): ParsedKey | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, folder = '', userId = '', , ext = ''] = match;
  const contentType = TYPE_BY_EXTENSION.get(ext);
  if (!contentType || !isUploadFolder(folder)) return null;
  return { folder, userId, contentType };
}

export function buildKey(folder: UploadFolder, userId: string, id: string, type: ImageType) {
  return `${folder}/${userId}/${id}.${EXTENSION_BY_TYPE[type]}`;
}

/** The prefix of every key one member can have in one folder: `<folder>/<user id>/`. */
export const memberPrefix = (folder: UploadFolder, userId: string) => `${folder}/${userId}/`;

/** True only for a memberPrefix shape: what a prefix deletion may be asked to remove. */
export const isMemberPrefix = (prefix: string): boolean => MEMBER_PREFIX_PATTERN.test(prefix);
