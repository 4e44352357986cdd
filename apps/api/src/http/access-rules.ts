import { ACCOUNT_ROUTES, AUTH_ROUTES } from '@squadup/shared';

// Who may call each REST route (style habit 3, as graphql/access-rules.ts does for GraphQL). The
// access-rules test fails when the shared contract gains a route that is not listed here,
// and checks each rule against the running app.

/**
 * `public`: anyone; `bearer`: a live access token (401 without); `refresh cookie`: the cookie
 * alone, from the app (csrf.ts); `mailed link`: the id and token in the path are the credential;
 * `provider redirect`: the OAuth dance, guarded by the signed state cookie.
 */
export type RestAccessRule =
  'public' | 'bearer' | 'refresh cookie' | 'mailed link' | 'provider redirect';

/** Every REST route of the shared contract, by name. */
export const REST_ROUTES = { ...AUTH_ROUTES, ...ACCOUNT_ROUTES };

export const REST_ACCESS_RULES: Record<keyof typeof REST_ROUTES, RestAccessRule> = {
  signup: 'public',
  login: 'public',
  me: 'bearer',
  refresh: 'refresh cookie',
  logout: 'refresh cookie',
  forgotPassword: 'public',
  resetPassword: 'mailed link',
  verifyEmail: 'mailed link',
  resendVerification: 'bearer',
  logoutEverywhere: 'bearer',
  changePassword: 'bearer',
  providers: 'public',
  google: 'provider redirect',
  github: 'provider redirect',
  dataExport: 'bearer',
};
