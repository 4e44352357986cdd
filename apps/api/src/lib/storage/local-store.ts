import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { UUID_PATTERN } from '../ids.js';
import { isMemberPrefix, parseKey, type UploadType } from './keys.js';
import type { ObjectStore, PresignPutRequest } from './object-store.js';
import { LOCAL_FILES_PATH, LOCAL_UPLOAD_PATH } from './public-url.js';
import { signGrant, verifyGrant, type UploadSession } from './signing.js';
import { writeUpload, type WriteResult } from './write-upload.js';

export interface LocalStoreOptions {
  /** Absolute; DATA_DIR/uploads. */
  root: string;
  /** uploadSigningKey(JWT_SECRET). */
  secret: Buffer;
  /** Signed into every URL and enforced on PUT. */
  maxBytes: number;
  /** Milliseconds; tests pass a clock. */
  now?: () => number;
}

/** What a PUT's query says of its grant: signed by us and in time (with its session), or not. */
export type GrantCheck =
  { kind: 'ok'; session: UploadSession } | { kind: 'invalid' } | { kind: 'expired' };

/** The signed query parameters of an upload URL, as a request carries them (any may be absent). */
export interface GrantQuery {
  expires?: unknown;
  sig?: unknown;
  sid?: unknown;
  sv?: unknown;
}

const SESSION_ID = new RegExp(`^${UUID_PATTERN}$`);

/** Files under DATA_DIR/uploads, uploaded through URLs the API signs to itself (HMAC-SHA256). */
export class LocalObjectStore implements ObjectStore {
  readonly kind = 'local';
  private readonly now: () => number;

  constructor(private readonly options: LocalStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  // contentLength is not signed: the PUT route enforces maxBytes itself (from Content-Length, then
  // while streaming), which holds whatever size the client declared when asking for the URL.
  presignPut({ key, contentType, expiresInSeconds, session }: PresignPutRequest): Promise<string> {
    const expires = Math.floor(this.now() / 1000) + expiresInSeconds;
    return Promise.resolve(this.uploadUrl(key, contentType, expires, session));
  }

  /** The signed PUT URL for an explicit expiry (unix seconds) and session. */
  uploadUrl(key: string, contentType: string, expires: number, session: UploadSession): string {
    const sig = signGrant(this.options.secret, {
      key,
      contentType,
      maxBytes: this.options.maxBytes,
      expires,
      session,
    });
    return `${LOCAL_UPLOAD_PATH}/${key}?expires=${expires}&sid=${session.id}&sv=${session.version}&sig=${sig}`;
  }

  get maxBytes(): number {
    return this.options.maxBytes;
  }

  fileUrl(key: string): string {
    return `${LOCAL_FILES_PATH}/${key}`;
  }

  /** Removes the member's folder (root/<folder>/<user id>) with everything in it. */
  async deletePrefix(prefix: string): Promise<void> {
    // The shape check is what keeps a recursive delete inside the member's own folder.
    if (!isMemberPrefix(prefix)) throw new Error(`Not a member prefix: ${prefix}`);
    await rm(join(this.options.root, prefix), { recursive: true, force: true });
  }

  async deleteFile(key: string): Promise<void> {
    if (!parseKey(key)) throw new Error(`Not an upload key: ${key}`);
    await rm(join(this.options.root, key), { force: true });
  }

  /**
   * Signature first (so an expiry cannot be probed without one), then the expiry. Whether the
   * session still lives is the caller's question (it needs the database).
   */
  checkGrant(key: string, contentType: UploadType, query: GrantQuery): GrantCheck {
    const { expires, sig, sid, sv } = query;
    if (
      typeof expires !== 'string' ||
      typeof sig !== 'string' ||
      typeof sid !== 'string' ||
      typeof sv !== 'string' ||
      !/^\d{1,12}$/.test(expires) ||
      !/^\d{1,10}$/.test(sv) ||
      !SESSION_ID.test(sid)
    )
      return { kind: 'invalid' };
    const session = { id: sid, version: Number(sv) };
    const grant = {
      key,
      contentType,
      maxBytes: this.options.maxBytes,
      expires: Number(expires),
      session,
    };
    if (!verifyGrant(this.options.secret, grant, sig)) return { kind: 'invalid' };
    return grant.expires * 1000 < this.now() ? { kind: 'expired' } : { kind: 'ok', session };
  }

  write(key: string, type: UploadType, body: Readable): Promise<WriteResult> {
    return writeUpload(this.options.root, key, type, body, this.options.maxBytes);
  }

  /** Absolute path and size of a stored file, or null (malformed key or no such file). */
  async find(key: string): Promise<{ path: string; size: number; type: UploadType } | null> {
    const parsed = parseKey(key);
    if (!parsed) return null;
    const path = join(this.options.root, key);
    try {
      const info = await stat(path);
      return info.isFile() ? { path, size: info.size, type: parsed.contentType } : null;
    } catch {
      return null;
    }
  }
}
