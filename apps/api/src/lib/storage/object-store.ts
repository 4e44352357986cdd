import type { UploadType } from './keys.js';
import type { UploadSession } from './signing.js';

export interface PresignPutRequest {
  /** A server-chosen key (keys.ts buildKey). */
  key: string;
  /** The only Content-Type the upload URL accepts. */
  contentType: UploadType;
  /**
   * The exact size in bytes of the body to PUT, when known. S3 signs it as Content-Length, so a
   * body of any other size fails the signature check; the local store caps the size itself.
   */
  contentLength?: number;
  expiresInSeconds: number;
  /**
   * The session asking. The local store signs it into the URL and its PUT route refuses the
   * upload once that session has ended; an S3 URL cannot be checked against it, so there only the
   * short expiry bounds what an ended session can still upload.
   */
  session: UploadSession;
}

/** Where uploaded files live: the local store (default) or an S3 bucket (S3_BUCKET). */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** A URL the client PUTs the file to, valid for expiresInSeconds. */
  presignPut(request: PresignPutRequest): Promise<string>;
  /** The URL the file is read from once uploaded (what members store as their photo). */
  fileUrl(key: string): string;
  /**
   * Deletes every file under a member's prefix (keys.ts memberPrefix; anything else is refused).
   * Nothing there is not an error.
   */
  deletePrefix(prefix: string): Promise<void>;
  /** Deletes one file (a well-formed key, keys.ts parseKey; anything else is refused). */
  deleteFile(key: string): Promise<void>;
}
