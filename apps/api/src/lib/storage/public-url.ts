import type { Config } from '../../config-types.js';

/** Where the local store serves files (same origin as the web app and the API). */
export const LOCAL_FILES_PATH = '/uploads';
/** Where the local store accepts signed PUTs (under /v1 with the other REST routes). */
export const LOCAL_UPLOAD_PATH = '/v1/uploads';

/** The S3 object URL base: S3_PUBLIC_URL, else derived from the endpoint/region and addressing style. */
export function s3PublicBase(s3: Config['s3'], bucket: string): string {
  if (s3.publicUrl) return s3.publicUrl.replace(/\/+$/, '');
  if (s3.endpoint) {
    const endpoint = new URL(s3.endpoint);
    if (s3.forcePathStyle) return `${endpoint.origin}/${bucket}`;
    return `${endpoint.protocol}//${bucket}.${endpoint.host}`;
  }
  return `https://${bucket}.s3.${s3.region}.amazonaws.com`;
}

/** The prefix every file_url this server issues starts with (no trailing slash). */
export function filesBase(config: Config): string {
  return config.s3.bucket ? s3PublicBase(config.s3, config.s3.bucket) : LOCAL_FILES_PATH;
}

/** Origins the browser talks to for S3 uploads: where files are read, and where PUTs go. */
export function s3Origins(config: Config): { files: string[]; uploads: string[] } {
  const { bucket } = config.s3;
  if (!bucket) return { files: [], uploads: [] };
  const files = new URL(s3PublicBase(config.s3, bucket)).origin;
  const uploads = new URL(s3PublicBase({ ...config.s3, publicUrl: undefined }, bucket)).origin;
  return { files: [files], uploads: [uploads] };
}
