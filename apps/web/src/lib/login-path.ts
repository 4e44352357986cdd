/** Router state that /login understands. */
export interface LoginLocationState {
  /** Where the member was going when the guard sent them to sign in. */
  from?: string;
  /** The member has just signed out: /login must not bounce them back into the app meanwhile. */
  signedOut?: boolean;
}

/** The query value /login reads to say the server ended the session (`?session=ended`). */
export const SESSION_ENDED = 'ended';

/**
 * The login address that brings the member back afterwards, e.g. /login?redirect=%2Fsaved-posts;
 * `sessionEnded` adds `&session=ended`, so the page says why the member is there.
 */
export function loginPathFor(from: string, { sessionEnded = false } = {}): string {
  const ended = sessionEnded ? `&session=${SESSION_ENDED}` : '';
  return `/login?redirect=${encodeURIComponent(from)}${ended}`;
}

/** The sign-up address that brings the new member back afterwards, e.g. /signup?redirect=%2Fpost%2F42. */
export function signupPathFor(from: string): string {
  return `/signup?redirect=${encodeURIComponent(from)}`;
}

/** Router state is whatever the last navigation put there; read only the fields that have the right type. */
export function readLoginState(state: unknown): LoginLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, signedOut } = state as Record<string, unknown>;
  return {
    from: typeof from === 'string' ? from : undefined,
    signedOut: signedOut === true ? true : undefined,
  };
}
