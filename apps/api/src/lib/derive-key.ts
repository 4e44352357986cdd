import { hkdfSync } from 'node:crypto';

/**
 * A key for one purpose derived from JWT_SECRET, so no purpose shares key material with JWTs:
 * the OAuth state cookie (auth) and the unsubscribe links (notifications) each name their own.
 */
export function deriveKey(secret: string, purpose: string): string {
  return Buffer.from(hkdfSync('sha256', secret, 'squadup', purpose, 32)).toString('base64url');
}
