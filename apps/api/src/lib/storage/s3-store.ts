import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config-types.js';
import { isMemberPrefix, parseKey } from './keys.js';
import type { ObjectStore, PresignPutRequest } from './object-store.js';
import { s3PublicBase } from './public-url.js';

/**
 * An S3 (or S3-compatible) bucket. The presigned PUT signs the key, Content-Type and, when given,
 * Content-Length, so the client cannot choose another name, type or size (the service requires a
 * size for S3 and checks it against UPLOADS.maxBytes). See docs/security.md.
 */
export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly base: string;

  constructor(
    s3: Config['s3'],
    private readonly bucket: string,
  ) {
    const { accessKeyId, secretAccessKey } = s3;
    this.client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      // Since SDK 3.729 a presigned PUT otherwise carries x-amz-checksum-crc32 of an EMPTY body,
      // which S3-compatible stores (R2, MinIO, SeaweedFS) hold against the real upload and refuse.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      // Without both keys the SDK's default chain (env, profile, instance role) applies.
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    });
    this.base = s3PublicBase(s3, bucket);
  }

  presignPut({
    key,
    contentType,
    contentLength,
    expiresInSeconds,
  }: PresignPutRequest): Promise<string> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: contentType,
      ContentLength: contentLength,
    });
    // content-type (and content-length, when given) are signed headers: a PUT with any other type
    // or size fails the signature check. Both are listed so that holds whatever the SDK's defaults.
    return getSignedUrl(this.client, command, {
      expiresIn: expiresInSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
  }

  fileUrl(key: string): string {
    return `${this.base}/${key}`;
  }

  /**
   * Lists the prefix a page (up to 1000 keys) at a time and deletes each page in one request. Each
   * listing starts again from the beginning: the previous page is gone, and a continuation token
   * taken before a deletion is not relied on.
   */
  async deleteFile(key: string): Promise<void> {
    if (!parseKey(key)) throw new Error(`Not an upload key: ${key}`);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!isMemberPrefix(prefix)) throw new Error(`Not a member prefix: ${prefix}`);
    for (;;) {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix }),
      );
      const objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (objects.length === 0) return;
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: objects, Quiet: true },
        }),
      );
      // DeleteObjects answers 200 even when some keys failed; they are listed in Errors. Failing
      // here also keeps the loop from listing the same kept keys forever.
      const failed = result.Errors ?? [];
      if (failed.length > 0) {
        const first = failed[0];
        throw new Error(
          `S3 kept ${failed.length} object(s) under ${prefix} (${first?.Code}: ${first?.Message})`,
        );
      }
      if (!page.IsTruncated) return;
    }
  }
}
