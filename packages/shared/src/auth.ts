// The REST auth contract, shared by the API routes and the web client.

/** Paths under the API origin. Social sign-in is a full-page navigation, not a fetch. */
export const AUTH_ROUTES = {
  signup: '/v1/auth/signup',
  login: '/v1/auth/login',
  me: '/v1/auth/me',
  refresh: '/v1/auth/refresh-token',
  logout: '/v1/auth/logout',
  forgotPassword: '/v1/auth/forgot-password',
  /** Followed by `/{id}/{token}`. */
  resetPassword: '/v1/auth/reset-password',
  /** POST, followed by `/{id}/{token}`: uses a mailed verification link. */
  verifyEmail: '/v1/auth/verify-email',
  /** POST with the bearer: mails a new verification link (rate-limited). */
  resendVerification: '/v1/auth/resend-verification',
  /** POST with the bearer (and the refresh cookie): ends every session of the member. */
  logoutEverywhere: '/v1/auth/logout-everywhere',
  /**
   * POST with the bearer, { currentPassword, newPassword }: sets a new password and ends every other
   * session; answers a fresh access token (and refresh cookie) for this one.
   */
  changePassword: '/v1/auth/change-password',
  /** GET: which social sign-in providers are configured ({ google, github }). */
  providers: '/v1/auth/providers',
  google: '/v1/auth/google',
  github: '/v1/auth/github',
} as const;

/** The member's own account, beyond signing in. */
export const ACCOUNT_ROUTES = {
  /** GET with the bearer: a JSON archive of everything Squadup holds of the member. */
  dataExport: '/v1/account/export',
} as const;

/** The spec's exceptions to "a bearer token is added to every request". */
export const AUTH_ROUTES_WITHOUT_BEARER: readonly string[] = [
  AUTH_ROUTES.login,
  AUTH_ROUTES.signup,
  AUTH_ROUTES.forgotPassword,
  AUTH_ROUTES.resetPassword,
  AUTH_ROUTES.verifyEmail,
  AUTH_ROUTES.providers,
  AUTH_ROUTES.google,
  AUTH_ROUTES.github,
];

/** The member as auth answers carry it. */
export interface AuthUser {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  photo: string | null;
  /** Whether the member proved they own `email` (the web shows a banner until they do). */
  email_verified: boolean;
  /**
   * An operator (the Admin area's moderators): the frame shows them the Admin link. The session
   * carries it so that no page asks the API for it (decision 0062); the API checks every admin
   * operation anyway.
   */
  is_operator: boolean;
}

/** Answer of signup, login and (via the callback query) social sign-in. */
export interface AuthResponse {
  accessToken: string;
  user: AuthUser;
}

/** Answer of POST /v1/auth/refresh-token. */
export interface RefreshResponse {
  accessToken: string;
}

/** Every other REST answer, error or not. */
export interface MessageResponse {
  message: string;
}

/** `error` values of /oauth-callback and the message each one shows. */
export const OAUTH_ERROR_MESSAGES = {
  oauth_failed: 'OAuth authentication failed',
  token_error: 'Token generation failed',
  /**
   * The provider's address belongs to an account whose address was never verified: linking it
   * would hand that account to whoever signed up with it (docs/security.md).
   */
  email_not_verified:
    'An account with this email already exists. Sign in with your password and verify your email, then you can use this sign-in option.',
  /** An operator suspended the account (docs/decisions/0034). */
  account_suspended: 'Your account is suspended.',
  data_parse_failed: 'Authentication error occurred',
  initialization_failed: 'Authentication error occurred',
} as const;
export type OAuthError = keyof typeof OAUTH_ERROR_MESSAGES;
export const OAUTH_FALLBACK_ERROR_MESSAGE = 'Authentication error occurred';

/**
 * What waits for a verified address, and the FORBIDDEN message each refusal carries (the web
 * shows it next to the banner's "Resend"). docs/decisions/0010 says why only these.
 */
export const EMAIL_VERIFICATION_REQUIRED = {
  sendConnectionRequest: 'Verify your email to send connection requests.',
  openDirectChat: 'Verify your email to message members outside your connections.',
} as const;

/** Name of the HttpOnly refresh cookie (path /v1/auth). */
export const REFRESH_COOKIE_NAME = 'squadup_refresh';

/**
 * The signed one-click unsubscribe link every notification mail carries (RFC 8058), followed by
 * `?token=…`: GET shows a confirmation page, POST (`List-Unsubscribe=One-Click`) unsubscribes. No
 * sign-in needed: the token is signed for one member and one kind (or all mail).
 */
export const MAIL_ROUTES = { unsubscribe: '/v1/mail/unsubscribe' } as const;
