import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.js';
import { ownedUploadType } from '../../modules/uploads/uploads.service.js';
import { sniffFileType } from './file-type.js';
import { memberPrefix, parseKey } from './keys.js';
import { LocalObjectStore } from './local-store.js';
import { signGrant, uploadSigningKey, verifyGrant } from './signing.js';
import { writeUpload } from './write-upload.js';

const USER = '0190a4b2-1111-7000-8000-000000000001';
const KEY = `profile-picture/${USER}/0190a4b2-3333-7000-8000-000000000003.png`;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

describe('sniffFileType', () => {
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xdb]), 'image/jpeg'],
    [bytes(PNG_HEAD), 'image/png'],
    [bytes('GIF87a'), 'image/gif'],
    [bytes('GIF89a'), 'image/gif'],
    [bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
    [bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), null],
    [bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    [bytes('GIF88a'), null],
    [bytes([0x89, 0x50, 0x4e, 0x47]), null],
    [bytes([]), null],
  ])('%j → %s', (head, type) => {
    expect(sniffFileType(head)).toBe(type);
  });
});

describe('parseKey', () => {
  it('accepts only server-shaped keys', () => {
    expect(parseKey(KEY)).toEqual({
      folder: 'profile-picture',
      userId: USER,
      contentType: 'image/png',
    });
    for (const bad of [
      `../${KEY}`,
      `${KEY}/..`,
      KEY.replace('.png', '.svg'),
      KEY.replace('profile-picture', 'avatars'),
      KEY.replace(USER, USER.toUpperCase()),
      `profile-picture/${USER}/../${USER}/x.png`,
      `/${KEY}`,
    ]) {
      expect(parseKey(bad), bad).toBeNull();
    }
  });
});

describe('upload signatures', () => {
  const secret = uploadSigningKey('a-jwt-secret');
  const session = { id: '0190a4b2-5555-7000-8000-000000000005', version: 3 };
  const grant = {
    key: KEY,
    contentType: 'image/png',
    maxBytes: 100,
    expires: 2_000_000_000,
    session,
  };
  const sig = signGrant(secret, grant);

  it('verify only the exact grant under the same secret', () => {
    expect(verifyGrant(secret, grant, sig)).toBe(true);
    expect(verifyGrant(uploadSigningKey('another-secret'), grant, sig)).toBe(false);
    expect(verifyGrant(secret, { ...grant, contentType: 'image/gif' }, sig)).toBe(false);
    expect(verifyGrant(secret, { ...grant, maxBytes: 101 }, sig)).toBe(false);
    expect(verifyGrant(secret, { ...grant, expires: grant.expires + 1 }, sig)).toBe(false);
    // Bound to the session: another session, or the same one after its version moved on, fails.
    const otherSession = { ...session, id: '0190a4b2-5555-7000-8000-000000000006' };
    expect(verifyGrant(secret, { ...grant, session: otherSession }, sig)).toBe(false);
    expect(verifyGrant(secret, { ...grant, session: { ...session, version: 4 } }, sig)).toBe(false);
    expect(verifyGrant(secret, grant, sig.slice(1))).toBe(false);
    expect(verifyGrant(secret, grant, '')).toBe(false);
  });

  it('the local store tells expired from invalid with its clock', () => {
    let now = 1_000_000_000_000;
    const store = new LocalObjectStore({ root: '/unused', secret, maxBytes: 100, now: () => now });
    const url = new URL(store.uploadUrl(KEY, 'image/png', now / 1000 + 60, session), 'http://x');
    const query = Object.fromEntries(url.searchParams);
    expect(store.checkGrant(KEY, 'image/png', query)).toEqual({ kind: 'ok', session });
    now += 61_000;
    expect(store.checkGrant(KEY, 'image/png', query)).toEqual({ kind: 'expired' });
    const invalid = { kind: 'invalid' };
    expect(store.checkGrant(KEY, 'image/png', { ...query, expires: `${query.expires}0` })).toEqual(
      invalid,
    );
    expect(store.checkGrant(KEY, 'image/png', { ...query, expires: '1e9' })).toEqual(invalid);
    expect(store.checkGrant(KEY, 'image/png', { ...query, sv: '4' })).toEqual(invalid);
    expect(store.checkGrant(KEY, 'image/png', { ...query, sid: 'not-a-session' })).toEqual(invalid);
    expect(store.checkGrant(KEY, 'image/png', { ...query, sid: undefined })).toEqual(invalid);
  });
});

describe('writeUpload', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'squadup-store-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const files = () =>
    readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  // Many small chunks and no length: the limit must hold while streaming.
  const chunked = (total: number) =>
    Readable.from(
      (function* () {
        yield Buffer.from(PNG_HEAD);
        for (let sent = PNG_HEAD.length; sent < total; sent += 1024) {
          yield Buffer.alloc(Math.min(1024, total - sent));
        }
      })(),
    );

  it('stores a stream at the limit and refuses one byte more, leaving nothing', async () => {
    expect(await writeUpload(root, KEY, 'image/png', chunked(4096), 4096)).toBe('saved');
    expect((await readFile(join(root, KEY))).length).toBe(4096);
    const other = KEY.replace('-000000000003', '-000000000004');
    expect(await writeUpload(root, other, 'image/png', chunked(4097), 4096)).toBe('too-large');
    expect(existsSync(join(root, other))).toBe(false);
    expect(files()).toHaveLength(1);
  });

  it('refuses a mismatching magic number and never replaces a stored file', async () => {
    const gif = Readable.from([Buffer.from('GIF89a')]);
    expect(await writeUpload(root, KEY, 'image/png', gif, 100)).toBe('wrong-type');
    expect(files()).toHaveLength(0);
    expect(await writeUpload(root, KEY, 'image/png', Readable.from([bytes(PNG_HEAD)]), 100)).toBe(
      'saved',
    );
    const second = Readable.from([bytes(PNG_HEAD, 'x')]);
    expect(await writeUpload(root, KEY, 'image/png', second, 100)).toBe('exists');
    expect((await readFile(join(root, KEY))).length).toBe(PNG_HEAD.length);
    expect(files()).toHaveLength(1);
  });

  it('deletePrefix removes one member’s folder only and refuses any other shape', async () => {
    const store = new LocalObjectStore({ root, secret: Buffer.alloc(32), maxBytes: 100 });
    const other = KEY.replace(USER, '0190a4b2-2222-7000-8000-000000000002');
    const second = KEY.replace('-000000000003', '-000000000004');
    for (const key of [KEY, second, other]) {
      expect(await store.write(key, 'image/png', Readable.from([bytes(PNG_HEAD)]))).toBe('saved');
    }
    for (const bad of ['', 'profile-picture/', `profile-picture/${USER}`, `../${USER}/`, '.tmp/']) {
      await expect(store.deletePrefix(bad), bad).rejects.toThrow(/^Not a member prefix/);
    }
    expect(files()).toHaveLength(3);
    await store.deletePrefix(memberPrefix('profile-picture', USER));
    expect(existsSync(join(root, 'profile-picture', USER))).toBe(false);
    expect(files().map((e) => join(e.parentPath, e.name))).toEqual([join(root, other)]);
    // Again, with nothing there: not an error.
    await store.deletePrefix(memberPrefix('profile-picture', USER));
  });
});

describe('ownedUploadType (local store)', () => {
  const config = testConfig();
  it('accepts only the exact site path under the member’s prefix', () => {
    expect(ownedUploadType(config, USER, `/uploads/${KEY}`, 'profile-picture')).not.toBeNull();
    for (const bad of [
      `/uploads/${KEY}?x=1`,
      `http://localhost/uploads/${KEY}`,
      `/v1/uploads/${KEY}`,
      `/uploads/${KEY.replace(USER, '0190a4b2-2222-7000-8000-000000000002')}`,
      `/uploads/profile-picture/${USER}/../x/${KEY}`,
      `//evil.example/uploads/${KEY}`,
    ]) {
      expect(ownedUploadType(config, USER, bad, 'profile-picture'), bad).toBeNull();
    }
  });
});
