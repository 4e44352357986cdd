import { cleanSingleLine } from '@squadup/shared';
import { z } from 'zod';
import type { OAuthProviderConfig } from '../../config.js';
import type { OAuthProvider, ProviderProfile } from './auth.policy.js';

// Each provider's user endpoints, read with the access token and normalised. Parsed with zod so
// an unexpected answer is a clean failure (oauth_failed), never a crash or a half-filled member.

const PROVIDER_TIMEOUT_MS = 10_000;

async function fetchJson(url: string, accessToken: string, accept: string): Promise<unknown> {
  const res = await fetch(url, {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      Accept: accept,
      'User-Agent': 'Squadup',
    },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`${new URL(url).host} answered ${res.status}`);
  return res.json();
}

/**
 * A provider's name as one line: controls dropped, line breaks and runs of whitespace made one
 * space (the shared single-line rules). Not capped yet: the service caps each part it stores.
 */
const nameLine = (name: string | null | undefined): string =>
  cleanSingleLine(name ?? '', Number.MAX_SAFE_INTEGER);

/** "Ada Lovelace King" -> ["Ada", "Lovelace King"] (the spec's first word / rest rule). */
function splitName(name: string | null | undefined): [string, string] {
  const line = nameLine(name);
  const space = line.indexOf(' ');
  return space === -1 ? [line, ''] : [line.slice(0, space), line.slice(space + 1)];
}

const optionalString = z.string().nullish();

const googleUserInfo = z.object({
  sub: z.string().min(1),
  email: optionalString,
  // OpenID Connect says boolean; some Google endpoints have answered the string "true".
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).nullish(),
  given_name: optionalString,
  family_name: optionalString,
  name: optionalString,
  picture: optionalString,
});

export async function fetchGoogleProfile(
  provider: OAuthProviderConfig,
  accessToken: string,
): Promise<ProviderProfile> {
  const info = googleUserInfo.parse(
    await fetchJson(provider.userInfoUrl, accessToken, 'application/json'),
  );
  const [first, last] = splitName(info.name);
  return {
    provider: 'google',
    providerUserId: info.sub,
    email: info.email?.trim().toLowerCase() || null,
    emailVerified: info.email_verified === true || info.email_verified === 'true',
    firstName: nameLine(info.given_name) || first,
    lastName: nameLine(info.family_name) || (nameLine(info.given_name) ? '' : last),
    photo: info.picture ?? null,
  };
}

const githubUser = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  login: z.string().min(1),
  name: optionalString,
  avatar_url: optionalString,
});
const githubEmails = z.array(
  z.object({ email: z.string(), primary: z.boolean().nullish(), verified: z.boolean().nullish() }),
);

/** GitHub's public e-mail may be unverified, so the address comes from /user/emails with its flag. */
export async function fetchGitHubProfile(
  provider: OAuthProviderConfig & { emailsUrl: string },
  accessToken: string,
): Promise<ProviderProfile> {
  const accept = 'application/vnd.github+json';
  const user = githubUser.parse(await fetchJson(provider.userInfoUrl, accessToken, accept));
  const emails = githubEmails.parse(await fetchJson(provider.emailsUrl, accessToken, accept));
  // The primary address when verified, else any verified one, else the primary (unverified).
  const chosen =
    emails.find((e) => e.primary && e.verified) ??
    emails.find((e) => e.verified) ??
    emails.find((e) => e.primary);
  const [first, last] = splitName(nameLine(user.name) || user.login);
  return {
    provider: 'github',
    providerUserId: String(user.id),
    email: chosen?.email.trim().toLowerCase() || null,
    emailVerified: chosen?.verified === true,
    firstName: first,
    lastName: last,
    photo: user.avatar_url ?? null,
  };
}

export const PROVIDER_SCOPES: Record<OAuthProvider, string[]> = {
  google: ['openid', 'email', 'profile'],
  github: ['read:user', 'user:email'],
};
