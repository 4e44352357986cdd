// Who a social sign-in becomes. Pure, so the linking rules are unit-tested on their own
// (auth.policy.test.ts) and the service only carries them out.

export type OAuthProvider = 'google' | 'github';

/** What a provider told us, normalised by oauth.ts. */
export interface ProviderProfile {
  provider: OAuthProvider;
  /** The provider's stable account id (Google `sub`, GitHub numeric id). */
  providerUserId: string;
  /** Normalised (trimmed, lower-cased), or null when the provider shared none. */
  email: string | null;
  /** Whether the provider says the member proved they own `email`. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  photo: string | null;
}

export type OAuthRefusal = 'no_email' | 'unverified_email' | 'account_unverified';

export type OAuthSignInDecision =
  | { kind: 'sign_in'; userId: string }
  | { kind: 'link'; userId: string }
  | { kind: 'create' }
  | { kind: 'refuse'; reason: OAuthRefusal };

/**
 * A known identity signs into its member. Otherwise the e-mail decides, and only a verified one
 * counts: it signs into (and links) the account with that address, or creates a member. An
 * unverified address neither links (someone could claim another person's address at the
 * provider) nor creates an account (that would squat the address before its owner signs up).
 * Both sides must have proved the address: an account whose address was never verified may have
 * been made by someone else with the owner's address (and their own password), so linking it
 * would hand the owner's sign-in to that account. It is refused; the owner can sign in with the
 * password (or reset it) and verify first.
 */
export function decideOAuthSignIn(input: {
  identityUserId: string | null;
  email: string | null;
  emailVerified: boolean;
  accountWithEmail: { id: string; emailVerified: boolean } | null;
}): OAuthSignInDecision {
  if (input.identityUserId) return { kind: 'sign_in', userId: input.identityUserId };
  if (!input.email) return { kind: 'refuse', reason: 'no_email' };
  if (!input.emailVerified) return { kind: 'refuse', reason: 'unverified_email' };
  if (input.accountWithEmail) {
    return input.accountWithEmail.emailVerified
      ? { kind: 'link', userId: input.accountWithEmail.id }
      : { kind: 'refuse', reason: 'account_unverified' };
  }
  return { kind: 'create' };
}

/**
 * Where each provider serves profile pictures. A picture elsewhere is not kept: members' browsers
 * would fetch it from a host of the provider account's choosing (and the CSP would block it).
 */
export const PROVIDER_PHOTO_HOSTS: Record<OAuthProvider, RegExp> = {
  google: /^[a-z0-9-]+\.googleusercontent\.com$/,
  github: /^avatars\.githubusercontent\.com$/,
};

/** The provider's picture URL when it is https on the provider's own picture host, else null. */
export function providerPhoto(provider: OAuthProvider, url: string | null): string | null {
  if (!url || url.length > 2048) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && PROVIDER_PHOTO_HOSTS[provider].test(parsed.hostname)
      ? parsed.href
      : null;
  } catch {
    return null;
  }
}
