import { UPLOADS } from '@squadup/shared';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.js';
import { getPresignedUrl, isOwnedUploadUrl } from '../../modules/uploads/uploads.service.js';
import { objectStoreFor } from './index.js';
import { s3Origins } from './public-url.js';

// No network: presigning is local computation. No S3-compatible server that checks signatures
// (MinIO, LocalStack) can run here, so what S3 would do with the URL is not exercised.
const USER = '0190a4b2-1111-7000-8000-000000000001';
const OTHER = '0190a4b2-2222-7000-8000-000000000002';
const S3_ENV = {
  S3_BUCKET: 'squadup-test',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'example-secret',
};

describe('S3 store', () => {
  it('presigns a PUT for the member’s key with the signed content type and the TTL', async () => {
    const config = testConfig(S3_ENV);
    expect(objectStoreFor(config).kind).toBe('s3');
    const target = await getPresignedUrl(config, { id: USER }, 'image/webp', 'profile-picture');
    const url = new URL(target.upload_url);
    expect(url.host).toBe('squadup-test.s3.eu-central-1.amazonaws.com');
    expect(url.pathname).toMatch(new RegExp(`^/profile-picture/${USER}/[0-9a-f-]{36}\\.webp$`));
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(UPLOADS.urlTtlSeconds));
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIAEXAMPLE\//);
    expect(target.file_url).toBe(
      `https://squadup-test.s3.eu-central-1.amazonaws.com${url.pathname}`,
    );
    expect(isOwnedUploadUrl(config, USER, target.file_url)).toBe(true);
    expect(isOwnedUploadUrl(config, OTHER, target.file_url)).toBe(false);
    // A local-store path is not a file of this configuration.
    expect(isOwnedUploadUrl(config, USER, url.pathname.replace(/^/, '/uploads'))).toBe(false);
  });

  it('uses path-style URLs with an endpoint and S3_PUBLIC_URL for file URLs', async () => {
    const config = testConfig({
      ...S3_ENV,
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_PUBLIC_URL: 'https://files.example.com/',
    });
    const target = await getPresignedUrl(config, { id: USER }, 'image/png', 'profile-picture');
    const url = new URL(target.upload_url);
    expect(url.origin).toBe('http://minio.internal:9000');
    expect(url.pathname).toMatch(new RegExp(`^/squadup-test/profile-picture/${USER}/.+\\.png$`));
    expect(target.file_url).toMatch(
      new RegExp(`^https://files\\.example\\.com/profile-picture/${USER}/[0-9a-f-]{36}\\.png$`),
    );
    expect(isOwnedUploadUrl(config, USER, target.file_url)).toBe(true);
    // What the app's Content-Security-Policy allows: reads from the public URL, PUTs to MinIO.
    expect(s3Origins(config)).toEqual({
      files: ['https://files.example.com'],
      uploads: ['http://minio.internal:9000'],
    });
  });

  it('allows the bucket’s own origin when there is no public URL, and nothing without S3', () => {
    const origin = 'https://squadup-test.s3.eu-central-1.amazonaws.com';
    expect(s3Origins(testConfig(S3_ENV))).toEqual({ files: [origin], uploads: [origin] });
    expect(s3Origins(testConfig())).toEqual({ files: [], uploads: [] });
  });
});
