import { randomBytes } from 'node:crypto';
import { cleanSingleLine, loginSchema, signupSchema, type AuthUser } from '@squadup/shared';
import { isUniqueViolation } from '../../db/errors.js';
import { normaliseEmail, type User } from '../../db/schema/index.js';
import { badInput, conflict, tooManyRequests, unauthenticated } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { HOUR_MS } from '../../lib/rate-limit.js';
import * as repo from './auth.repo.js';
import type { AuthDeps } from './auth.deps.js';
import {
  decideOAuthSignIn,
  providerPhoto,
  type OAuthRefusal,
  type ProviderProfile,
} from './auth.policy.js';
import { queueVerificationMail } from './email-verification.service.js';
import { AUTH_ERRORS } from './messages.js';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './password-policy.js';
import { startSession, toAuthUser, type IssuedSession } from './sessions.js';
import { parseInput } from './validate.js';

/** Failed logins per address per hour before even the right password is refused (all instances). */
export const ACCOUNT_LOGIN_FAILURE_LIMIT = 100;

/** Refuses a password on the shipped common-password list (signup and reset). */
export function assertUncommonPassword(
  deps: Pick<AuthDeps, 'commonPasswords'>,
  password: string,
): void {
  if (isCommonPassword(deps.commonPasswords, password)) throw badInput(COMMON_PASSWORD_MESSAGE);
}

/** Creates a member with a password, mails the verification link and signs them in. */
export async function signup(deps: AuthDeps, body: unknown): Promise<IssuedSession> {
  return startSession(deps, await register(deps, body));
}

/**
 * A new member with a password and their verification link on its way, after the answer: the
 * REST sign-up and GraphQL createUser alike.
 */
export async function register(deps: AuthDeps, body: unknown): Promise<User> {
  const user = await createAccount(deps, body);
  queueVerificationMail(deps, user);
  return user;
}

/**
 * The sign-up rules without a session: validation, common-password check, unique address.
 * GraphQL createUser reaches it through register (AccountCreator), so both paths create accounts alike.
 */
async function createAccount(
  deps: Pick<AuthDeps, 'db' | 'config' | 'commonPasswords'>,
  body: unknown,
): Promise<User> {
  const input = parseInput(signupSchema, body);
  assertUncommonPassword(deps, input.password);
  if (await repo.findUserByEmail(deps.db, input.email)) throw conflict(AUTH_ERRORS.emailTaken);
  const passwordHash = await hashPassword(input.password, deps.config.bcryptCost);
  let user: User;
  try {
    user = await repo.insertUser(deps.db, {
      email: input.email,
      password_hash: passwordHash,
      first_name: input.first_name,
      last_name: input.last_name ?? '',
    });
  } catch (error) {
    // Two sign-ups with one address at once: the unique index decides.
    if (isUniqueViolation(error, 'users_email_key')) throw conflict(AUTH_ERRORS.emailTaken);
    throw error;
  }
  return user;
}

// Compared against when there is no hash to check, so an unknown address (or a social-only
// account) costs the same bcrypt time as a wrong password.
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword(randomBytes(18).toString('base64'), cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

/** Computes the dummy hash ahead of the first login (createAuthModule calls it at start-up). */
export const prepareDummyHash = (cost: number): Promise<void> =>
  dummyHash(cost).then(() => undefined);

/**
 * Signs in with e-mail and password. Wrong password, unknown address and an account without a
 * password all answer the same 401 after one bcrypt comparison. With rate limits on, an address
 * with 100 failures in the last hour is refused (429) before the password is even checked.
 */
export async function login(deps: AuthDeps, body: unknown): Promise<IssuedSession> {
  const { email, password } = parseInput(loginSchema, body);
  const limited = deps.config.authRateLimits;
  const windowStart = new Date(Date.now() - HOUR_MS);
  if (limited) {
    const failures = await repo.recentLoginFailures(deps.db, email, windowStart);
    if (failures.count >= ACCOUNT_LOGIN_FAILURE_LIMIT) {
      const retryAfterMs = (failures.oldest?.getTime() ?? Date.now()) + HOUR_MS - Date.now();
      throw tooManyRequests(AUTH_ERRORS.accountLoginLimit, retryAfterMs / 1000);
    }
  }
  const user = await repo.findUserByEmail(deps.db, email);
  const hash = user?.password_hash ?? (await dummyHash(deps.config.bcryptCost));
  const matches = await verifyPassword(password, hash);
  if (!user?.password_hash || !matches) {
    if (limited) await repo.recordLoginFailure(deps.db, email, windowStart);
    throw unauthenticated(AUTH_ERRORS.invalidCredentials);
  }
  return startSession(deps, user);
}

/** GET /v1/auth/me: the member the access token names (401 once the account is gone). */
export async function currentMember(deps: AuthDeps, userId: string): Promise<AuthUser> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw unauthenticated(AUTH_ERRORS.sessionExpired);
  return toAuthUser(user);
}

export type ProviderSignIn = { ok: true; user: User } | { ok: false; reason: OAuthRefusal };

/**
 * What a member made from a provider's profile is called: the shared single-line rules (capped at
 * the shared limit), then the address's local part, then PROVIDER_NAME_FALLBACK, so a name of
 * nothing but controls still makes a member (docs/decisions/0036).
 */
function providerFirstName(profile: ProviderProfile, email: string): string {
  return (
    cleanSingleLine(profile.firstName) ||
    cleanSingleLine(email.split('@')[0] ?? '') ||
    PROVIDER_NAME_FALLBACK
  );
}

const PROVIDER_NAME_FALLBACK = 'Member';

/**
 * Finds or creates the member for a provider identity (auth.policy.ts decides). Racing first
 * sign-ins of one identity meet the unique indexes; the loser retries once and signs in.
 */
export async function signInWithProvider(
  deps: AuthDeps,
  profile: ProviderProfile,
): Promise<ProviderSignIn> {
  const email = profile.email ? normaliseEmail(profile.email) : null;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await deps.db.transaction(async (tx): Promise<ProviderSignIn> => {
        const identity = await repo.findOAuthAccount(tx, profile.provider, profile.providerUserId);
        const account = email && !identity ? await repo.findUserByEmail(tx, email) : undefined;
        const decision = decideOAuthSignIn({
          identityUserId: identity?.user_id ?? null,
          email,
          emailVerified: profile.emailVerified,
          accountWithEmail: account
            ? { id: account.id, emailVerified: account.email_verified_at !== null }
            : null,
        });
        const link = (userId: string) =>
          repo.insertOAuthAccount(tx, {
            provider: profile.provider,
            provider_user_id: profile.providerUserId,
            user_id: userId,
            email,
          });
        switch (decision.kind) {
          case 'refuse':
            return { ok: false, reason: decision.reason };
          case 'sign_in': {
            const user = await repo.findUserById(tx, decision.userId);
            if (!user) throw new Error('OAuth identity without its member');
            return { ok: true, user };
          }
          case 'link':
            await link(decision.userId);
            return { ok: true, user: account! };
          case 'create': {
            const user = await repo.insertUser(tx, {
              email: email!,
              password_hash: null,
              first_name: providerFirstName(profile, email!),
              last_name: cleanSingleLine(profile.lastName),
              photo: providerPhoto(profile.provider, profile.photo),
              // The provider vouched for the address (decideOAuthSignIn creates only then).
              email_verified_at: new Date(),
            });
            await link(user.id);
            return { ok: true, user };
          }
        }
      });
    } catch (error) {
      if (attempt === 0 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
