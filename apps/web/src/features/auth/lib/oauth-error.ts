import {
  OAUTH_ERROR_MESSAGES,
  OAUTH_FALLBACK_ERROR_MESSAGE,
  type OAuthError,
} from '@squadup/shared';

/** The message /login shows for its `error` query value, or null when there is none. */
export function oauthErrorMessage(error: string | null): string | null {
  if (error === null) return null;
  return Object.hasOwn(OAUTH_ERROR_MESSAGES, error)
    ? OAUTH_ERROR_MESSAGES[error as OAuthError]
    : OAUTH_FALLBACK_ERROR_MESSAGE;
}
