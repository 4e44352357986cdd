import { TOKEN_VALIDITY_MARGIN_MS } from '@/lib/constants';

interface JwtPayload {
  exp?: unknown;
  sub?: unknown;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  // atob yields Latin-1; decode as UTF-8 so non-ASCII claims survive.
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a JWT's payload WITHOUT verifying its signature: the client only needs the expiry to
 * decide whether to try the token; the server verifies every request.
 */
export function decodeJwtPayload(token: string): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return typeof payload === 'object' && payload !== null ? payload : null;
  } catch {
    return null;
  }
}

/** A token is valid only if its expiry is more than 60 seconds in the future. */
export function isTokenValid(token: string | null | undefined, now: number = Date.now()): boolean {
  if (!token) return false;
  const payload = decodeJwtPayload(token);
  if (!payload || typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return false;
  return payload.exp * 1000 - now > TOKEN_VALIDITY_MARGIN_MS;
}
