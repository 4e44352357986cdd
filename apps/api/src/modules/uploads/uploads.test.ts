import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_ROUTES, QUOTAS, UPLOADS } from '@squadup/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { FAST_AUTH_ENV, GOOD_PASSWORD, http, signUp, type SignedUp } from '../../../test/auth.js';
import { buildMember, gqlAs, type Member } from '../../../test/members.js';
import { uploadGrants } from '../../db/schema/index.js';
import { redactUrl } from '../../lib/logger.js';
import { createLocalStore } from '../../lib/storage/index.js';
import { ownedUploadType } from './uploads.service.js';

const PRESIGN = `query Presign($fileType: String!, $folder: String!, $fileSize: Int) {
  getPresignedUrl(fileType: $fileType, folder: $folder, fileSize: $fileSize) {
    upload_url file_url } }`;

// Smallest real files: a 1×1 PNG and the start of a JPEG (only the magic number is checked).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

interface Target {
  upload_url: string;
  file_url: string;
}

let app: TestApp;
let dataDir: string;
let ada: Member;
let bob: Member;

const uploadsRoot = () => join(dataDir, 'uploads');
/** Every stored file (temp files included), relative to DATA_DIR/uploads. */
const storedFiles = () =>
  existsSync(uploadsRoot())
    ? readdirSync(uploadsRoot(), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name))
    : [];

async function presign(member: Member, fileType = 'image/png', folder = 'profile-picture') {
  const res = await member.gql<{ getPresignedUrl: Target }>(PRESIGN, { fileType, folder });
  expect(res.errors).toBeUndefined();
  return res.data.getPresignedUrl;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'squadup-uploads-'));
  app = await startTestApp({ env: { ...FAST_AUTH_ENV, DATA_DIR: dataDir } });
  ada = await buildMember(app);
  bob = await buildMember(app);
});

afterAll(async () => {
  await app.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('getPresignedUrl', () => {
  it('issues a URL under the member’s own prefix; the PUT bytes are served back as the image', async () => {
    const target = await presign(ada);
    expect(target.file_url).toMatch(
      new RegExp(`^/uploads/profile-picture/${ada.user.id}/[0-9a-f-]{36}\\.png$`),
    );
    expect(target.upload_url).toMatch(
      /^\/v1\/uploads\/profile-picture\/.+\?expires=\d+&sid=[0-9a-f-]{36}&sv=0&sig=/,
    );
    const expires = Number(new URL(target.upload_url, app.url).searchParams.get('expires'));
    expect(expires - Date.now() / 1000).toBeGreaterThan(UPLOADS.urlTtlSeconds - 5);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(UPLOADS.urlTtlSeconds);
    expect(
      ownedUploadType(app.config, ada.user.id, target.file_url, 'profile-picture'),
    ).not.toBeNull();
    expect(ownedUploadType(app.config, bob.user.id, target.file_url, 'profile-picture')).toBeNull();
    // The signature is the capability: request logs must not carry it.
    expect(redactUrl(target.upload_url)).toMatch(/&sig=\[redacted\]$/);

    const put = await app.request.put(target.upload_url).set('Content-Type', 'image/png').send(PNG);
    expect(put.status).toBe(204);

    const get = await app.request.get(target.file_url).buffer(true);
    expect(get.status).toBe(200);
    expect(get.headers['content-type']).toBe('image/png');
    expect(get.headers['x-content-type-options']).toBe('nosniff');
    expect(get.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(get.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(get.body as Buffer, PNG)).toBe(0);

    // A signed URL writes once: it cannot later replace the file it uploaded.
    const again = await app.request
      .put(target.upload_url)
      .set('Content-Type', 'image/png')
      .send(PNG);
    expect(again.status).toBe(409);
  });

  it('accepts a JPEG with its own extension and type', async () => {
    const target = await presign(bob, 'image/jpeg');
    expect(target.file_url).toMatch(
      new RegExp(`^/uploads/profile-picture/${bob.user.id}/.+\\.jpg$`),
    );
    const put = await app.request
      .put(target.upload_url)
      .set('Content-Type', 'image/jpeg')
      .send(JPEG);
    expect(put.status).toBe(204);
    const get = await app.request.get(target.file_url).buffer(true);
    expect(get.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(get.body as Buffer, JPEG)).toBe(0);
  });

  it('is refused to anonymous callers', async () => {
    const res = await gqlAs(app, undefined, PRESIGN, {
      fileType: 'image/png',
      folder: 'profile-picture',
    });
    expect(res.code).toBe('UNAUTHENTICATED');
  });

  it.each(['text/html', 'image/svg+xml', 'IMAGE/PNG', 'application/pdf'])(
    'refuses fileType %s',
    async (fileType) => {
      const res = await ada.gql(PRESIGN, { fileType, folder: 'profile-picture' });
      expect(res.code).toBe('BAD_USER_INPUT');
      expect(res.message).toContain('fileType must be one of image/jpeg');
    },
  );

  it('accepts a fileSize of exactly the limit, and none at all on the local store', async () => {
    for (const fileSize of [UPLOADS.maxBytes, 1, undefined]) {
      const res = await ada.gql<{ getPresignedUrl: Target }>(PRESIGN, {
        fileType: 'image/png',
        folder: 'profile-picture',
        fileSize,
      });
      expect(res.errors, String(fileSize)).toBeUndefined();
      expect(res.data.getPresignedUrl.upload_url).toMatch(/^\/v1\/uploads\/profile-picture\//);
    }
  });

  it('refuses a fileSize over the limit', async () => {
    const res = await ada.gql(PRESIGN, {
      fileType: 'image/png',
      folder: 'profile-picture',
      fileSize: UPLOADS.maxBytes + 1,
    });
    expect(res.code).toBe('BAD_USER_INPUT');
    expect(res.message).toBe('File is too large. The limit is 10 MB.');
  });

  it.each([0, -1])('refuses fileSize %d', async (fileSize) => {
    const res = await ada.gql(PRESIGN, {
      fileType: 'image/png',
      folder: 'profile-picture',
      fileSize,
    });
    expect(res.code).toBe('BAD_USER_INPUT');
    expect(res.message).toBe('fileSize must be a whole number of bytes, at least 1.');
  });

  it.each(['avatars', '../profile-picture', 'profile-picture/x', ''])(
    'refuses folder %j',
    async (folder) => {
      const res = await ada.gql(PRESIGN, { fileType: 'image/png', folder });
      expect(res.code).toBe('BAD_USER_INPUT');
      expect(res.message).toBe('folder must be one of profile-picture, squad-files, chat-files.');
    },
  );
});

describe('the upload URL quota (finding 9)', () => {
  const grantsOf = async (member: Member) =>
    app.db.select().from(uploadGrants).where(eq(uploadGrants.user_id, member.user.id));
  const ask = (member: Member) =>
    member.gql<{ getPresignedUrl: Target }>(PRESIGN, {
      fileType: 'image/png',
      folder: 'profile-picture',
    });

  it(`issues ${QUOTAS.uploadUrlsPerHour} URLs an hour, also to a burst, then TOO_MANY_REQUESTS`, async () => {
    const carol = await buildMember(app);
    const burst = QUOTAS.uploadUrlsPerHour + 5;
    const answers = await Promise.all(Array.from({ length: burst }, () => ask(carol)));
    const issued = answers.filter((a) => a.errors === undefined);
    const refused = answers.filter((a) => a.code === 'TOO_MANY_REQUESTS');
    expect(issued).toHaveLength(QUOTAS.uploadUrlsPerHour);
    expect(refused).toHaveLength(5);
    // The first grant was a moment ago, so the hour frees up in (just under) 60 minutes.
    expect(refused[0]!.message).toMatch(
      new RegExp(
        `^You can get ${QUOTAS.uploadUrlsPerHour} upload URLs an hour\\. Try again in (59|60) minutes\\.$`,
      ),
    );
    expect(await grantsOf(carol)).toHaveLength(QUOTAS.uploadUrlsPerHour);
    // Another member's quota is their own.
    expect((await ask(await buildMember(app))).errors).toBeUndefined();
  });

  it('says when the oldest grant of the hour leaves the window; grants older than it are pruned', async () => {
    const dan = await buildMember(app);
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await app.db.insert(uploadGrants).values([
      { user_id: dan.user.id, created_at: minutesAgo(120) },
      ...Array.from({ length: QUOTAS.uploadUrlsPerHour }, (_, i) => ({
        user_id: dan.user.id,
        created_at: minutesAgo(58 - i),
      })),
    ]);
    const refused = await ask(dan);
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toMatch(/Try again in 2 minutes\.$/);
    // Refused input does not use the quota, and refusals record nothing.
    expect(await grantsOf(dan)).toHaveLength(QUOTAS.uploadUrlsPerHour + 1);

    const eve = await buildMember(app);
    await app.db.insert(uploadGrants).values({ user_id: eve.user.id, created_at: minutesAgo(61) });
    expect((await ask(eve)).errors).toBeUndefined();
    const left = await grantsOf(eve);
    expect(left).toHaveLength(1);
    expect(left[0]!.created_at.getTime()).toBeGreaterThan(minutesAgo(1).getTime());
  });

  it('does not count refused input', async () => {
    const fay = await buildMember(app);
    const bad = await fay.gql(PRESIGN, { fileType: 'text/html', folder: 'profile-picture' });
    expect(bad.code).toBe('BAD_USER_INPUT');
    expect(await grantsOf(fay)).toEqual([]);
  });
});

describe('PUT to the signed URL', () => {
  it('refuses a body over the limit with 413 and writes nothing', async () => {
    const target = await presign(ada);
    const before = storedFiles();
    const big = Buffer.alloc(UPLOADS.maxBytes + 1);
    PNG.copy(big);
    const res = await app.request
      .put(target.upload_url)
      .set('Content-Type', 'image/png')
      .send(big)
      .catch((error: { response?: { status: number } }) => error.response ?? { status: 0 });
    expect(res.status).toBe(413);
    expect(storedFiles()).toEqual(before);
    expect((await app.request.get(target.file_url)).status).toBe(404);
  });

  it('stops reading a body without Content-Length at the limit with 413 and writes nothing', async () => {
    const target = await presign(ada);
    const before = storedFiles();
    // Chunked transfer: the size is only known while streaming.
    const answer = await new Promise<string>((resolve) => {
      const req = httpRequest(
        new URL(target.upload_url, app.url),
        { method: 'PUT', headers: { 'Content-Type': 'image/png' } },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(`${res.statusCode} ${body}`));
        },
      );
      req.on('error', (error) => resolve(`error ${error.message}`));
      const chunk = Buffer.alloc(64 * 1024);
      PNG.copy(chunk);
      let sent = 0;
      const write = () => {
        while (sent <= UPLOADS.maxBytes + chunk.length) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', write);
        }
        req.end();
      };
      write();
    });
    expect(answer).toBe('413 {"message":"File is too large."}');
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a tampered signature, key or type', async () => {
    const target = await presign(ada);
    const url = new URL(target.upload_url, app.url);
    const sig = url.searchParams.get('sig')!;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const tamperedSig = target.upload_url.replace(sig, flipped);
    const otherKey = target.upload_url.replace(ada.user.id, bob.user.id);
    const otherType = target.upload_url.replace('.png?', '.gif?');
    const later = target.upload_url.replace(
      /expires=\d+/,
      `expires=${Number(url.searchParams.get('expires')) + 3600}`,
    );
    for (const bad of [tamperedSig, otherKey, later, target.upload_url.replace(/&sig=.*/, '')]) {
      const res = await app.request.put(bad).set('Content-Type', 'image/png').send(PNG);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Upload URL is invalid.', code: 'FORBIDDEN' });
    }
    const gif = await app.request.put(otherType).set('Content-Type', 'image/gif').send(PNG);
    expect(gif.status).toBe(403);
    expect((await app.request.get(target.file_url)).status).toBe(404);
  });

  it('refuses an expired URL', async () => {
    const target = await presign(ada);
    const key = `profile-picture/${ada.user.id}/0190a4b2-0000-7000-8000-000000000001.png`;
    const past = Math.floor(Date.now() / 1000) - 1;
    const session = {
      id: new URL(target.upload_url, app.url).searchParams.get('sid')!,
      version: 0,
    };
    const url = createLocalStore(app.config).uploadUrl(key, 'image/png', past, session);
    const res = await app.request.put(url).set('Content-Type', 'image/png').send(PNG);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Upload URL has expired.', code: 'FORBIDDEN' });
    expect((await app.request.get(`/uploads/${key}`)).status).toBe(404);
  });

  it('refuses a Content-Type other than the signed one', async () => {
    const target = await presign(ada);
    const res = await app.request
      .put(target.upload_url)
      .set('Content-Type', 'image/jpeg')
      .send(JPEG);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Content-Type must be image/png.' });
  });

  it('refuses bytes that are not the declared image', async () => {
    const target = await presign(ada);
    const before = storedFiles();
    for (const body of [HTML, JPEG]) {
      const res = await app.request
        .put(target.upload_url)
        .set('Content-Type', 'image/png')
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'File is not a valid image or PDF.' });
    }
    expect(storedFiles()).toEqual(before);
    expect((await app.request.get(target.file_url)).status).toBe(404);
  });
});

describe('an upload URL belongs to the session that asked for it', () => {
  const SESSION_ENDED = {
    message: 'This upload URL belongs to a session that has ended. Sign in and upload again.',
    code: 'FORBIDDEN',
  };
  const DELETE = `mutation($userId: ID!, $password: String) {
    deleteUser(userId: $userId, password: $password) }`;

  async function presignAs(member: SignedUp) {
    const res = await gqlAs<{ getPresignedUrl: Target }>(app, member.accessToken, PRESIGN, {
      fileType: 'image/png',
      folder: 'profile-picture',
    });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data.getPresignedUrl;
  }
  const put = (target: Target) =>
    app.request.put(target.upload_url).set('Content-Type', 'image/png').send(PNG);

  it('is valid a few minutes and names its session', async () => {
    expect(UPLOADS.urlTtlSeconds).toBeLessThanOrEqual(120);
    const ada = await signUp(app);
    const url = new URL((await presignAs(ada)).upload_url, app.url);
    expect(url.searchParams.get('sid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(url.searchParams.get('sv')).toBe('0');
    // The session is signed in: another session's id does not verify.
    url.searchParams.set('sid', '0190a4b2-0000-7000-8000-000000000001');
    const forged = await app.request
      .put(`${url.pathname}${url.search}`)
      .set('Content-Type', 'image/png')
      .send(PNG);
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ message: 'Upload URL is invalid.', code: 'FORBIDDEN' });
  });

  it('refuses the PUT after that session logged out; the member’s other session still uploads', async () => {
    const ada = await signUp(app);
    const other = await http(app)
      .post(AUTH_ROUTES.login)
      .send({ email: ada.input.email, password: ada.input.password });
    const phone = { ...ada, accessToken: (other.body as { accessToken: string }).accessToken };
    const laptopTarget = await presignAs(ada);
    const phoneTarget = await presignAs(phone);

    const logout = await http(app)
      .post(AUTH_ROUTES.logout)
      .set('Content-Type', 'application/json')
      .set('Cookie', ada.cookie)
      .send('{}');
    expect(logout.status).toBe(204);

    const refused = await put(laptopTarget);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(SESSION_ENDED);
    expect((await app.request.get(laptopTarget.file_url)).status).toBe(404);
    expect((await put(phoneTarget)).status).toBe(204);
  });

  it('refuses the PUT after "sign out everywhere" (a new session version, as a password reset makes)', async () => {
    const ada = await signUp(app);
    const target = await presignAs(ada);
    const res = await http(app)
      .post(AUTH_ROUTES.logoutEverywhere)
      .set('Authorization', `Bearer ${ada.accessToken}`);
    expect(res.status).toBe(200);
    const refused = await put(target);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(SESSION_ENDED);
    expect((await app.request.get(target.file_url)).status).toBe(404);
  });

  it('refuses the PUT after the account was deleted; nothing lands under the deleted member’s prefix', async () => {
    const ada = await signUp(app);
    const target = await presignAs(ada);
    const deleted = await gqlAs(app, ada.accessToken, DELETE, {
      userId: ada.user._id,
      password: GOOD_PASSWORD,
    });
    expect(deleted.errors).toBeUndefined();
    const refused = await put(target);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(SESSION_ENDED);
    expect((await app.request.get(target.file_url)).status).toBe(404);
    expect(existsSync(join(uploadsRoot(), 'profile-picture', ada.user._id))).toBe(false);
  });
});

describe('GET /uploads', () => {
  it.each([
    '/uploads/..%2f..%2fpackage.json',
    '/uploads/profile-picture/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/uploads/profile-picture/..%2F..%2F..%2Fetc%2Fpasswd',
    '/uploads/.tmp/x',
    '/uploads/profile-picture/not-a-user/x.png',
  ])('answers 404 for %s (not the SPA, not a file outside the store)', async (path) => {
    const res = await app.request.get(path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'The requested resource was not found.' });
  });
});
