// The REST auth answers' messages (docs/security.md and the web client rely on them verbatim).
export const AUTH_ERRORS = {
  emailTaken: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  sessionExpired: 'Your session has expired. Please log in again.',
  notSignedIn: 'You must be signed in.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  verificationLinkInvalid: 'This verification link is invalid or has expired.',
  verificationMailLimit:
    'Too many verification emails requested. Please check your inbox or try again later.',
  crossSiteRefused: 'This request must come from the Squadup app.',
  currentPasswordWrong: 'Your current password is not right.',
  noPasswordYet:
    'Your account signs in with Google or GitHub. Use "Forgot password" on the login page to set one.',
  accountLoginLimit: 'Too many failed login attempts for this account. Please try again later.',
  passwordToConfirm: 'Enter your password to confirm.',
  passwordWrong: 'Your password is not right.',
  signInAgainToConfirm:
    'For your safety, sign out and sign in again with Google or GitHub, then try again within 10 minutes.',
  confirmAttemptsLimit: 'Too many wrong passwords. Please try again in an hour.',
} as const;

export const AUTH_NOTICES = {
  resetMailSent: 'If an account exists for that email, a password reset link is on its way.',
  passwordReset: 'Your password has been reset. You can now log in.',
  loggedOut: 'You have been logged out.',
  loggedOutEverywhere: 'You have been signed out on every device.',
  emailVerified: 'Your email is verified.',
  passwordChanged: 'Your password is changed. Every other device is signed out.',
  alreadyVerified: 'Your email is already verified.',
  verificationMailSent: 'A new verification link is on its way to your inbox.',
} as const;

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Why a suspended member cannot sign in (docs/decisions/0034): until when, and the operator's
 * reason, e.g. "Your account is suspended until 29 November 2026. Reason: spam."
 */
export function suspendedMessage(until: Date | null, reason: string): string {
  const term = until ? `until ${LONG_DATE.format(until)}` : 'for good';
  return `Your account is suspended ${term}. Reason: ${reason}`;
}
