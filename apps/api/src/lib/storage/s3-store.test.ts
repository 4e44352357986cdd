import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UPLOADS } from '@squadup/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/db.js';
import { buildUser } from '../../../test/factories.js';
import { testServiceContext } from '../../../test/service-context.js';
import type { DatabaseHandle } from '../../db/client.js';
import { getPresignedUrl, ownedUploadType } from '../../modules/uploads/uploads.service.js';
import { objectStoreFor, S3ObjectStore } from './index.js';
import { memberPrefix } from './keys.js';
import { s3Origins } from './public-url.js';

// No network: presigning is local computation. No S3-compatible server that checks signatures
// (MinIO, LocalStack) can run here, and the stand-in bucket below does not verify them, so what S3
// would do with the URL is not exercised: a PUT of another type or size being refused rests on
// content-type and content-length being among the URL's signed headers, which is asserted.
const USER = '0190a4b2-1111-7000-8000-000000000001';
const OTHER = '0190a4b2-2222-7000-8000-000000000002';
const S3_ENV = {
  S3_BUCKET: 'squadup-test',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'example-secret',
};

// An S3 URL cannot be checked against the session, but the service asks for one all the same.
const SESSION = { id: '0190a4b2-4444-7000-8000-000000000004', version: 0 };

describe('S3 store', () => {
  // getPresignedUrl records each URL against the member's upload quota, so USER is a real member.
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await buildUser(database.db, { id: USER });
  });
  afterAll(() => database.close());
  const memberOf = (config: ReturnType<typeof testConfig>) => {
    const ctx = testServiceContext({ db: database.db, config }, USER);
    return { ...ctx, viewer: { ...ctx.viewer, session: SESSION } };
  };

  it('presigns a PUT for the member’s key with the signed content type, size and the TTL', async () => {
    const config = testConfig(S3_ENV);
    expect(objectStoreFor(config).kind).toBe('s3');
    const target = await getPresignedUrl(
      memberOf(config),
      'image/webp',
      'profile-picture',
      UPLOADS.maxBytes,
    );
    const url = new URL(target.upload_url);
    expect(url.host).toBe('squadup-test.s3.eu-central-1.amazonaws.com');
    expect(url.pathname).toMatch(new RegExp(`^/profile-picture/${USER}/[0-9a-f-]{36}\\.webp$`));
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(UPLOADS.urlTtlSeconds));
    // S3 refuses a PUT whose Content-Type or Content-Length differs from the signed one.
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    // No checksum of an empty body that the real upload would then fail against.
    expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIAEXAMPLE\//);
    expect(target.file_url).toBe(
      `https://squadup-test.s3.eu-central-1.amazonaws.com${url.pathname}`,
    );
    expect(ownedUploadType(config, USER, target.file_url, 'profile-picture')).not.toBeNull();
    expect(ownedUploadType(config, OTHER, target.file_url, 'profile-picture')).toBeNull();
    // A local-store path is not a file of this configuration.
    expect(
      ownedUploadType(config, USER, url.pathname.replace(/^/, '/uploads'), 'profile-picture'),
    ).toBeNull();
  });

  it('uses path-style URLs with an endpoint and S3_PUBLIC_URL for file URLs', async () => {
    const config = testConfig({
      ...S3_ENV,
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_PUBLIC_URL: 'https://files.example.com/',
    });
    const target = await getPresignedUrl(memberOf(config), 'image/png', 'profile-picture', 1024);
    const url = new URL(target.upload_url);
    expect(url.origin).toBe('http://minio.internal:9000');
    expect(url.pathname).toMatch(new RegExp(`^/squadup-test/profile-picture/${USER}/.+\\.png$`));
    expect(target.file_url).toMatch(
      new RegExp(`^https://files\\.example\\.com/profile-picture/${USER}/[0-9a-f-]{36}\\.png$`),
    );
    expect(ownedUploadType(config, USER, target.file_url, 'profile-picture')).not.toBeNull();
    // What the app's Content-Security-Policy allows: reads from the public URL, PUTs to MinIO.
    expect(s3Origins(config)).toEqual({
      files: ['https://files.example.com'],
      uploads: ['http://minio.internal:9000'],
    });
  });

  it('refuses a URL without fileSize, since the size is only capped through the signature', async () => {
    const config = testConfig(S3_ENV);
    for (const missing of [undefined, null]) {
      await expect(
        getPresignedUrl(memberOf(config), 'image/jpeg', 'profile-picture', missing),
      ).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'fileSize is required: the upload URL signs the exact file size.',
      });
    }
  });

  it('signs content-length only when the request gives one', async () => {
    const store = new S3ObjectStore(testConfig(S3_ENV).s3, 'squadup-test');
    const key = `profile-picture/${USER}/0190a4b2-3333-7000-8000-000000000001.jpg`;
    const signed = async (contentLength?: number) => {
      const url = await store.presignPut({
        key,
        contentType: 'image/jpeg',
        contentLength,
        expiresInSeconds: 60,
        session: SESSION,
      });
      return new URL(url).searchParams.get('X-Amz-SignedHeaders');
    };
    expect(await signed(1234)).toBe('content-length;content-type;host');
    expect(await signed()).toBe('content-type;host');
  });

  it('allows the bucket’s own origin when there is no public URL, and nothing without S3', () => {
    const origin = 'https://squadup-test.s3.eu-central-1.amazonaws.com';
    expect(s3Origins(testConfig(S3_ENV))).toEqual({ files: [origin], uploads: [origin] });
    expect(s3Origins(testConfig())).toEqual({ files: [], uploads: [] });
  });
});

/**
 * A stand-in for the two S3 calls deletePrefix makes (path style): ListObjectsV2, answered
 * `pageSize` keys a page with a continuation token, and DeleteObjects, which removes the posted
 * keys except those in `refuse` (reported in <Error>, as S3 does with a 200).
 */
function fakeBucket(keys: string[], pageSize: number) {
  const stored = new Set(keys);
  const refuse = new Set<string>();
  const calls: string[] = [];
  const xml = (res: ServerResponse, body: string) => {
    res.writeHead(200, { 'Content-Type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
  };
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const start = Number(url.searchParams.get('continuation-token') ?? 0);
        calls.push(`list ${prefix} from ${start}`);
        const matching = [...stored].filter((k) => k.startsWith(prefix)).sort();
        const page = matching.slice(start, start + pageSize);
        const more = start + pageSize < matching.length;
        return xml(
          res,
          `<ListBucketResult><Name>squadup-test</Name><Prefix>${prefix}</Prefix>` +
            `<KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys>` +
            `<IsTruncated>${more}</IsTruncated>` +
            (more ? `<NextContinuationToken>${start + pageSize}</NextContinuationToken>` : '') +
            page.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('') +
            `</ListBucketResult>`,
        );
      }
      if (req.method === 'POST' && url.searchParams.has('delete')) {
        const posted = [
          ...Buffer.concat(chunks)
            .toString()
            .matchAll(/<Key>([^<]+)<\/Key>/g),
        ];
        const names = posted.map((m) => m[1]!);
        calls.push(`delete ${names.length}`);
        const errors = names.filter((k) => refuse.has(k));
        for (const k of names) if (!refuse.has(k)) stored.delete(k);
        return xml(
          res,
          `<DeleteResult>${errors
            .map(
              (k) => `<Error><Key>${k}</Key><Code>AccessDenied</Code><Message>No</Message></Error>`,
            )
            .join('')}</DeleteResult>`,
        );
      }
      calls.push(`unexpected ${req.method} ${req.url}`);
      res.writeHead(400).end();
    });
  });
  return { server, stored, refuse, calls };
}

describe('S3 store deletePrefix', () => {
  const file = (user: string, n: number) =>
    `profile-picture/${user}/0190a4b2-3333-7000-8000-00000000000${n}.png`;
  const keys = [file(USER, 1), file(USER, 2), file(USER, 3), file(OTHER, 4)];
  const bucket = fakeBucket(keys, 2);
  let store: S3ObjectStore;

  beforeAll(async () => {
    await new Promise<void>((resolve) => bucket.server.listen(0, '127.0.0.1', resolve));
    const { port } = bucket.server.address() as AddressInfo;
    const config = testConfig({ ...S3_ENV, S3_ENDPOINT: `http://127.0.0.1:${port}` });
    store = new S3ObjectStore(config.s3, 'squadup-test');
  });
  afterAll(() => new Promise<void>((resolve) => bucket.server.close(() => resolve())));

  it('lists the member’s prefix page by page and deletes each page; others’ files stay', async () => {
    await store.deletePrefix(memberPrefix('profile-picture', USER));
    expect([...bucket.stored]).toEqual([file(OTHER, 4)]);
    const prefix = `profile-picture/${USER}/`;
    expect(bucket.calls).toEqual([
      `list ${prefix} from 0`,
      'delete 2',
      `list ${prefix} from 0`,
      'delete 1',
    ]);
    // Nothing left under the prefix: one empty listing, no delete.
    bucket.calls.length = 0;
    await store.deletePrefix(prefix);
    expect(bucket.calls).toEqual([`list ${prefix} from 0`]);
  });

  it('fails when S3 reports keys it kept, and refuses anything but a member prefix', async () => {
    bucket.refuse.add(file(OTHER, 4));
    await expect(store.deletePrefix(memberPrefix('profile-picture', OTHER))).rejects.toThrow(
      /S3 kept 1 object\(s\) under profile-picture\/.+ \(AccessDenied: No\)/,
    );
    expect(bucket.stored.has(file(OTHER, 4))).toBe(true);
    bucket.calls.length = 0;
    for (const bad of ['', 'profile-picture/', `profile-picture/${USER}`, `../${USER}/`]) {
      await expect(store.deletePrefix(bad), bad).rejects.toThrow(/^Not a member prefix/);
    }
    expect(bucket.calls).toEqual([]);
  });
});
