import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES, sniffFileType } from './file-type.js';
import type { UploadType } from './keys.js';

export type WriteResult = 'saved' | 'too-large' | 'wrong-type' | 'exists' | 'aborted';

class TooLarge extends Error {}
class Aborted extends Error {}

/** Passes bytes through, failing as soon as more than maxBytes went by; keeps the first bytes. */
export function limitBytes(maxBytes: number) {
  let seen = 0;
  const head: Buffer[] = [];
  let headLength = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) {
        done(new TooLarge());
        return;
      }
      if (headLength < SNIFF_BYTES) {
        head.push(chunk.subarray(0, SNIFF_BYTES - headLength));
        headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  return { stream, head: () => Buffer.concat(head) };
}

/**
 * Streams body into root/key: at most maxBytes (never buffered whole), only when its magic number
 * matches `type`, and atomically (a temp file in root, then a hard link that refuses to replace an
 * existing file, so a signed URL cannot overwrite what it already uploaded). Nothing is left behind
 * on failure.
 */
export async function writeUpload(
  root: string,
  key: string,
  type: UploadType,
  body: Readable,
  maxBytes: number,
): Promise<WriteResult> {
  const tmpDir = join(root, '.tmp');
  await mkdir(tmpDir, { recursive: true });
  const tmp = join(tmpDir, randomUUID());
  try {
    const limit = limitBytes(maxBytes);
    // body is piped rather than put in the pipeline: a failing pipeline destroys its source, and
    // destroying a request closes the socket before the caller can answer 413. The caller owns it.
    const onBodyError = () => limit.stream.destroy(new Aborted());
    // A client that disconnects mid-upload must not leave the pipeline waiting for an end.
    const onBodyClose = () => {
      if (!body.readableEnded) limit.stream.destroy(new Aborted());
    };
    body.once('error', onBodyError);
    body.once('close', onBodyClose);
    body.pipe(limit.stream);
    try {
      await pipeline(limit.stream, createWriteStream(tmp, { flags: 'wx' }));
    } catch (error) {
      body.unpipe(limit.stream);
      if (error instanceof TooLarge) return 'too-large';
      if (error instanceof Aborted) return 'aborted';
      throw error;
    } finally {
      body.off('error', onBodyError);
      body.off('close', onBodyClose);
    }
    if (sniffFileType(limit.head()) !== type) return 'wrong-type';
    const target = join(root, key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await link(tmp, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'exists';
      throw error;
    }
    return 'saved';
  } finally {
    await rm(tmp, { force: true });
  }
}
