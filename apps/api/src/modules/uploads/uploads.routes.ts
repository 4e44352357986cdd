import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import type { ErrorCode } from '@squadup/shared';
import type { Config } from '../../config-types.js';
import { createLocalStore, type LocalObjectStore } from '../../lib/storage/index.js';
import { parseKey } from '../../lib/storage/keys.js';
import type { WriteResult } from '../../lib/storage/write-upload.js';

/**
 * Whether the member's sign-in session still lives (not logged out, not ended by "sign out
 * everywhere", a password reset or the account's deletion): the auth module answers, app.ts
 * passes it in.
 */
export type SessionCheck = (session: {
  userId: string;
  sessionId: string;
  sessionVersion: number;
}) => Promise<boolean>;

export const UPLOAD_MESSAGES = {
  invalid: 'Upload URL is invalid.',
  expired: 'Upload URL has expired.',
  sessionEnded: 'This upload URL belongs to a session that has ended. Sign in and upload again.',
} as const;

// Express 5 wildcards give the decoded segments; parseKey then accepts only the exact key shape,
// so `..`, encoded slashes and anything else outside it never reach the file system.
const keyOf = (req: Request) => {
  const segments = (req.params as { key?: string[] }).key;
  return Array.isArray(segments) ? segments.join('/') : '';
};

const fail = (res: Response, status: number, message: string) => {
  res.status(status).json({ message });
};

/** A refusal in the REST error shape, with its stable code. */
const refuse = (res: Response, status: number, code: ErrorCode, message: string) => {
  res.status(status).json({ message, code });
};

const WRITE_ANSWERS: Record<Exclude<WriteResult, 'saved'>, [number, string]> = {
  'too-large': [413, 'File is too large.'],
  'wrong-type': [400, 'File is not a valid image or PDF.'],
  exists: [409, 'This upload URL has already been used.'],
  // Usually nobody is left to read it; answered anyway so the request does not hang.
  aborted: [400, 'The upload was interrupted.'],
};

const mediaTypeOf = (req: Request) =>
  (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * PUT /v1/uploads/<key>?expires=…&sid=…&sv=…&sig=… — the local store's signed upload URL. The
 * signature is the capability, and it names the session that asked for it: once that session has
 * ended the PUT is refused (FORBIDDEN). Mounted before any body parser so the body stays a stream.
 */
export function uploadPutRouter(
  config: Config,
  sessionIsLive: SessionCheck,
  store: LocalObjectStore = createLocalStore(config),
) {
  const router = Router();
  router.put('/*key', async (req, res) => {
    const key = keyOf(req);
    const parsed = parseKey(key);
    if (!parsed) return fail(res, 404, 'The requested resource was not found.');
    const check = store.checkGrant(key, parsed.contentType, req.query);
    if (check.kind === 'invalid') return refuse(res, 403, 'FORBIDDEN', UPLOAD_MESSAGES.invalid);
    if (check.kind === 'expired') return refuse(res, 403, 'FORBIDDEN', UPLOAD_MESSAGES.expired);
    const live = await sessionIsLive({
      userId: parsed.userId,
      sessionId: check.session.id,
      sessionVersion: check.session.version,
    });
    if (!live) return refuse(res, 403, 'FORBIDDEN', UPLOAD_MESSAGES.sessionEnded);
    if (mediaTypeOf(req) !== parsed.contentType) {
      return fail(res, 400, `Content-Type must be ${parsed.contentType}.`);
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    // Refused before reading; the connection closes so the unread body is not waited for.
    if (declared > store.maxBytes) {
      res.set('Connection', 'close');
      return fail(res, 413, 'File is too large.');
    }
    const result = await store.write(key, parsed.contentType, req);
    if (result === 'saved') {
      res.status(204).end();
      return;
    }
    const [status, message] = WRITE_ANSWERS[result];
    if (result === 'too-large') {
      // The rest of the body is never read: answer, then drop the connection.
      res.set('Connection', 'close');
      res.once('finish', () => req.destroy());
    }
    fail(res, status, message);
  });
  return router;
}

/**
 * GET /uploads/<key> — public (profile photos are shown to everyone who can see the profile).
 * Served as the stored image type only, never sniffed or run as a document.
 */
export function uploadFilesRouter(
  config: Config,
  store: LocalObjectStore = createLocalStore(config),
) {
  const router = Router();
  router.get('/*key', async (req, res) => {
    const file = await store.find(keyOf(req));
    if (!file) return fail(res, 404, 'The requested resource was not found.');
    res.set({
      'Content-Type': file.type,
      'Content-Length': String(file.size),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      // A browser will not show a PDF in a sandboxed page: it is downloaded instead, still never
      // run on this origin.
      ...(file.type === 'application/pdf' ? { 'Content-Disposition': 'attachment' } : {}),
      // Keys are never reused, so the bytes behind a URL never change.
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(createReadStream(file.path), res);
  });
  router.use((_req, res) => fail(res, 404, 'The requested resource was not found.'));
  return router;
}
