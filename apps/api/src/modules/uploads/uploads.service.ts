import { QUOTAS, UPLOADS } from '@squadup/shared';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../../config-types.js';
import type { Database } from '../../db/client.js';
import { badInput, unauthenticated } from '../../errors.js';
import { assertWithinQuota, type Quota } from '../../lib/quota.js';
import type { Logger } from '../../lib/logger.js';
import { HOUR_MS } from '../../lib/rate-limit.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { objectStoreFor } from '../../lib/storage/index.js';
import {
  buildKey,
  isUploadType,
  isUploadFolder,
  memberPrefix,
  typesOf,
  parseKey,
  type UploadFolder,
  type UploadType,
} from '../../lib/storage/keys.js';
import { filesBase } from '../../lib/storage/public-url.js';
import * as repo from './uploads.repo.js';

export interface UploadTarget {
  upload_url: string;
  file_url: string;
}

const MAX_MB = UPLOADS.maxBytes / (1024 * 1024);

const UPLOAD_QUOTA: Quota = {
  limit: QUOTAS.uploadUrlsPerHour,
  windowMs: HOUR_MS,
  message: `You can get ${QUOTAS.uploadUrlsPerHour} upload URLs an hour.`,
};

/** Counts one upload URL against the member's hourly quota (TOO_MANY_REQUESTS when it is used up). */
async function takeUploadGrant({ db, viewer }: ServiceContext): Promise<void> {
  await db.transaction(async (tx) => {
    await assertWithinQuota(tx, repo.grantsSource, viewer.id, UPLOAD_QUOTA);
    await repo.pruneGrants(tx, viewer.id, new Date(Date.now() - UPLOAD_QUOTA.windowMs));
    await repo.recordGrant(tx, viewer.id);
  });
}

/**
 * A short-lived URL (UPLOADS.urlTtlSeconds) to PUT one image to, bound to the asking session: the
 * local store refuses the PUT once that session has ended. The key is the server's choice (`folder/userId/uuid.ext`),
 * so a member can only ever write under their own prefix, and only the declared type. fileSize
 * (bytes) is required for S3, whose URL signs it as Content-Length: that is how the size cap holds
 * there. The local store checks the size of what arrives itself, so it may be omitted. Each URL
 * counts against QUOTAS.uploadUrlsPerHour (refused input does not).
 */
export async function getPresignedUrl(
  ctx: ServiceContext,
  fileType: string,
  folder: string,
  fileSize?: number | null,
): Promise<UploadTarget> {
  const { config, viewer } = ctx;
  if (!isUploadFolder(folder)) {
    throw badInput(`folder must be one of ${UPLOADS.folders.join(', ')}.`, {
      folder: 'Unknown folder.',
    });
  }
  if (!isUploadType(fileType, folder)) {
    throw badInput(`fileType must be one of ${typesOf(folder).join(', ')}.`, {
      fileType: 'Unsupported file type.',
    });
  }
  if (fileSize != null && !(Number.isInteger(fileSize) && fileSize >= 1)) {
    throw badInput('fileSize must be a whole number of bytes, at least 1.', {
      fileSize: 'Invalid file size.',
    });
  }
  if (fileSize != null && fileSize > UPLOADS.maxBytes) {
    throw badInput(`File is too large. The limit is ${MAX_MB} MB.`, {
      fileSize: 'File is too large.',
    });
  }
  const store = objectStoreFor(config);
  if (store.kind === 's3' && fileSize == null) {
    throw badInput('fileSize is required: the upload URL signs the exact file size.', {
      fileSize: 'File size is required.',
    });
  }
  // The URL is bound to the asking session (docs/decisions/0036); GraphQL always knows it.
  if (!viewer.session) throw unauthenticated();
  await takeUploadGrant(ctx);
  const key = buildKey(folder, viewer.id, uuidv7(), fileType);
  const upload_url = await store.presignPut({
    key,
    contentType: fileType,
    contentLength: fileSize ?? undefined,
    expiresInSeconds: UPLOADS.urlTtlSeconds,
    session: viewer.session,
  });
  return { upload_url, file_url: store.fileUrl(key) };
}

/**
 * The stored type when fileUrl is exactly a file_url this server would issue to userId for
 * `folder` (the configured store's base, then a well-formed key under the member's own
 * `<folder>/<userId>/` prefix); null otherwise.
 */
export function ownedUploadType(
  config: Config,
  userId: string,
  fileUrl: string,
  folder: UploadFolder,
): UploadType | null {
  const base = `${filesBase(config)}/`;
  if (!fileUrl.startsWith(base)) return null;
  const parsed = parseKey(fileUrl.slice(base.length));
  return parsed !== null && parsed.userId === userId && parsed.folder === folder
    ? parsed.contentType
    : null;
}

/**
 * Deletes one stored file by the URL the server issued for it (a squad's file its member
 * removed); a URL that is not one of this store's is ignored.
 */
export async function deleteUploadedFile(config: Config, fileUrl: string): Promise<void> {
  const base = `${filesBase(config)}/`;
  if (!fileUrl.startsWith(base)) return;
  const key = fileUrl.slice(base.length);
  if (parseKey(key)) await objectStoreFor(config).deleteFile(key);
}

/**
 * Deletes every file the member uploaded, in every folder (their account is gone). Called by
 * deleteUser after its commit, for the deleted member, so it takes the id rather than a context;
 * the purge recorded in the deletion's transaction (recordUploadPurge) makes sure it happens.
 */
export async function deleteMemberUploads(config: Config, userId: string): Promise<void> {
  const store = objectStoreFor(config);
  for (const folder of UPLOADS.folders) await store.deletePrefix(memberPrefix(folder, userId));
}

/**
 * In the account deletion's transaction: the member's files are to be removed. The row is the
 * promise that survives a crash or a storage outage after the commit (sweepUploadPurges).
 */
export const recordUploadPurge = (tx: Database, userId: string): Promise<void> =>
  repo.insertPurge(tx, userId);

/** Purges handled per sweep run; the rest wait for the next run. */
const PURGES_PER_SWEEP = 100;

/**
 * The upload purge sweep (a background job, docs/decisions/0036): for each deleted member whose
 * purge is older than an upload URL's lifetime, deletes their prefix in the store, then the row.
 * Waiting that long means no URL issued before the deletion can still add a file afterwards (an
 * S3 URL is not bound to the session). A failure leaves the row for the next run. Answers how
 * many members' files were removed.
 */
export async function sweepUploadPurges(
  deps: { db: Database; config: Config; log: Logger },
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - UPLOADS.urlTtlSeconds * 1000);
  let purged = 0;
  for (const userId of await repo.duePurges(deps.db, before, PURGES_PER_SWEEP)) {
    try {
      await deleteMemberUploads(deps.config, userId);
      await repo.deletePurge(deps.db, userId);
      purged += 1;
    } catch (err) {
      deps.log.warn({ err, userId }, 'Upload purge failed; the next sweep tries again');
    }
  }
  return purged;
}
