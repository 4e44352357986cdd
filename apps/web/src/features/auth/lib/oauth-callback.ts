import type { AuthUser } from '@squadup/shared';

/** What /oauth-callback's query asks for. */
export type OAuthCallbackResult =
  | { type: 'error'; error: string }
  | { type: 'signed-in'; accessToken: string; user: AuthUser }
  | { type: 'initialize' };

/**
 * Reads the callback query: `error`, or `success` with `accessToken` and `user` (JSON); otherwise the
 * page initialises auth. A user that is not readable JSON for a member is `data_parse_failed`.
 */
export function readOAuthCallback(params: URLSearchParams): OAuthCallbackResult {
  const error = params.get('error');
  if (error !== null) return { type: 'error', error: error || 'unknown' };
  const accessToken = params.get('accessToken');
  const rawUser = params.get('user');
  if (params.get('success') === 'true' && accessToken && rawUser) {
    const user = parseUser(rawUser);
    return user
      ? { type: 'signed-in', accessToken, user }
      : { type: 'error', error: 'data_parse_failed' };
  }
  return { type: 'initialize' };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Tolerate a value that was percent-encoded twice on its way here.
    try {
      return JSON.parse(decodeURIComponent(text));
    } catch {
      return undefined;
    }
  }
}

const optionalString = (value: unknown) => (typeof value === 'string' ? value : null);

function parseUser(raw: string): AuthUser | null {
  const value = parseJson(raw);
  if (typeof value !== 'object' || value === null) return null;
  const { _id, email, first_name, last_name, photo, email_verified, is_operator } = value as Record<
    string,
    unknown
  >;
  if (typeof _id !== 'string' || !_id || typeof email !== 'string' || !email) return null;
  return {
    _id,
    email,
    first_name: optionalString(first_name) ?? '',
    last_name: optionalString(last_name) ?? '',
    photo: optionalString(photo),
    email_verified: email_verified === true,
    is_operator: is_operator === true,
  };
}
