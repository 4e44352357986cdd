import { UPLOADS } from '@squadup/shared';
import { UUID_PATTERN } from '../ids.js';

export type UploadType =
  (typeof UPLOADS.imageTypes)[number] | (typeof UPLOADS.documentTypes)[number];
export type UploadFolder = (typeof UPLOADS.folders)[number];

/** File extension per accepted type; the key's extension names the stored type. */
export const EXTENSION_BY_TYPE: Record<UploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

const TYPE_BY_EXTENSION = new Map<string, UploadType>(
  Object.entries(EXTENSION_BY_TYPE).map(([type, ext]) => [ext, type as UploadType]),
);

const EXT = [...TYPE_BY_EXTENSION.keys()].join('|');
const FOLDER = UPLOADS.folders.map((f) => f.replace(/[-]/g, '\\-')).join('|');

// The only shape a key can have: `<folder>/<user id>/<uuid>.<ext>`, all server-chosen. Matching it
// whole (no dots, slashes or percent signs elsewhere) is what keeps keys from escaping the store.
const KEY_PATTERN = new RegExp(`^(${FOLDER})/(${UUID_PATTERN})/(${UUID_PATTERN})\\.(${EXT})$`);
const MEMBER_PREFIX_PATTERN = new RegExp(`^(${FOLDER})/(${UUID_PATTERN})/$`);

/**
 * The types a folder takes: photos are images; a squad's files (docs/decisions/0054) and a chat's
 * attachments (docs/decisions/0085-chat-attachments.md) are images or documents.
 */
export function typesOf(folder: UploadFolder): readonly UploadType[] {
  return folder === 'profile-picture'
    ? UPLOADS.imageTypes
    : [...UPLOADS.imageTypes, ...UPLOADS.documentTypes];
}

export const isUploadType = (value: string, folder: UploadFolder): value is UploadType =>
  (typesOf(folder) as readonly string[]).includes(value);

export const isUploadFolder = (value: string): value is UploadFolder =>
  (UPLOADS.folders as readonly string[]).includes(value);

export interface ParsedKey {
  folder: UploadFolder;
  userId: string;
  contentType: UploadType;
}

/** The parts of a well-formed key, or null for anything else (traversal attempts included). */
export function parseKey(key: string): ParsedKey | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, folder = '', userId = '', , ext = ''] = match;
  const contentType = TYPE_BY_EXTENSION.get(ext);
  if (!contentType || !isUploadFolder(folder) || !isUploadType(contentType, folder)) return null;
  return { folder, userId, contentType };
}

export function buildKey(folder: UploadFolder, userId: string, id: string, type: UploadType) {
  return `${folder}/${userId}/${id}.${EXTENSION_BY_TYPE[type]}`;
}

/** The prefix of every key one member can have in one folder: `<folder>/<user id>/`. */
export const memberPrefix = (folder: UploadFolder, userId: string) => `${folder}/${userId}/`;

/** True only for a memberPrefix shape: what a prefix deletion may be asked to remove. */
export const isMemberPrefix = (prefix: string): boolean => MEMBER_PREFIX_PATTERN.test(prefix);
