import { createHmac, timingSafeEqual } from 'node:crypto';

/** The sign-in session an upload URL was issued to: the PUT is refused once it has ended. */
export interface UploadSession {
  id: string;
  /** The member's session version when the URL was issued. */
  version: number;
}

export interface UploadGrant {
  key: string;
  contentType: string;
  maxBytes: number;
  /** Unix seconds. */
  expires: number;
  session: UploadSession;
}

// A key of its own, derived from the JWT secret, so an upload signature can never be confused
// with (or replayed as) anything else the server signs.
export const uploadSigningKey = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('squadup:uploads:v1').digest();

// Newline-separated: no field can contain a newline (keys, types and session ids are validated),
// so two different grants can never produce the same payload.
const payloadOf = (g: UploadGrant) =>
  [
    'PUT',
    g.key,
    g.contentType,
    String(g.maxBytes),
    String(g.expires),
    g.session.id,
    String(g.session.version),
  ].join('\n');

export const signGrant = (secret: Buffer, grant: UploadGrant) =>
  createHmac('sha256', secret).update(payloadOf(grant)).digest('base64url');

/** Constant-time check that sig was made by signGrant for exactly this grant. */
export function verifyGrant(secret: Buffer, grant: UploadGrant, sig: string): boolean {
  const expected = Buffer.from(signGrant(secret, grant), 'base64url');
  const given = Buffer.from(sig, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
