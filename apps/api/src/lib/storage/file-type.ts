import type { UploadType } from './keys.js';

/** Bytes needed to recognise every accepted type (WebP: "RIFF" size "WEBP"). */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type the file's magic number says it is, or null; the declared type is not trusted. */
export function sniffFileType(head: Uint8Array): UploadType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  return null;
}
