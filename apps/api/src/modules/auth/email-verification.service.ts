import { EMAIL_VERIFICATION_TTL_HOURS, QUOTAS } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import type { User } from '../../db/schema/index.js';
import { badInput, forbidden, tooManyRequests, unauthenticated } from '../../errors.js';
import { record, transact } from '../../lib/domain-events.js';
import { isUuid } from '../../lib/ids.js';
import { lockMember } from '../../lib/quota.js';
import { HOUR_MS } from '../../lib/rate-limit.js';
import * as repo from './auth.repo.js';
import type { AuthDeps } from './auth.deps.js';
import { emailVerificationMail } from './auth-mails.js';
import { AUTH_ERRORS, AUTH_NOTICES } from './messages.js';
import { hashToken, newOpaqueToken } from './tokens.js';

// Proving the address: until it is proved, a social identity never links
// to the account, so whoever signed up with someone else's address cannot receive their account.

const TTL_MS = EMAIL_VERIFICATION_TTL_HOURS * HOUR_MS;
const invalidLink = () => badInput(AUTH_ERRORS.verificationLinkInvalid);

type MailDeps = Pick<AuthDeps, 'db' | 'config' | 'log' | 'mailer'>;

/** A new single-use token (stored as its digest) and the mail carrying its link. */
async function issueAndMail(deps: MailDeps, user: User, tokenRow?: IssuedToken): Promise<void> {
  const issued = tokenRow ?? (await issueToken(deps, user));
  // From configuration, never from the request's Host header (which an attacker can choose).
  const link = `${deps.config.webUrl}/verify-email/${issued.id}/${issued.token}`;
  await deps.mailer.send(await emailVerificationMail(user.email, user.first_name, link));
  if (deps.mailer.kind === 'outbox' && !deps.config.isProduction) {
    deps.log.info({ link }, 'Verification link (outbox mode, shown outside production only)');
  }
}

interface IssuedToken {
  id: string;
  token: string;
}

async function issueToken(deps: Pick<AuthDeps, 'db'>, user: User): Promise<IssuedToken> {
  const token = newOpaqueToken();
  const row = await repo.insertVerificationToken(deps.db, {
    user_id: user.id,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + TTL_MS),
  });
  return { id: row.id, token };
}

/**
 * After sign-up (REST and GraphQL createUser): the verification mail goes out after the answer,
 * like a reset mail, so a slow or failing mail server never slows or fails the sign-up.
 */
export function queueVerificationMail(deps: AuthDeps, user: User): void {
  if (user.email_verified_at) return;
  deps.background('verification mail', () => issueAndMail(deps, user));
}

/**
 * POST /v1/auth/resend-verification. Already verified: says so, no mail. Otherwise at most
 * QUOTAS.verificationMailsPerHour tokens an hour (sign-up's counts), then 429 with Retry-After.
 * The token is made before answering (so the count holds); the mail goes after.
 */
export async function resendVerification(deps: AuthDeps, userId: string): Promise<string> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw unauthenticated(AUTH_ERRORS.sessionExpired);
  if (user.email_verified_at) return AUTH_NOTICES.alreadyVerified;
  // Counted and issued under a lock on the member's row: parallel requests take turns, so a burst
  // cannot send more than the limit (the address may be someone else's inbox).
  const issued = await deps.db.transaction(async (tx) => {
    await lockMember(tx, user.id);
    const recent = await repo.verificationTokensSince(tx, user.id, new Date(Date.now() - HOUR_MS));
    if (recent.count >= QUOTAS.verificationMailsPerHour) {
      const retryAfterMs = (recent.oldest?.getTime() ?? Date.now()) + HOUR_MS - Date.now();
      throw tooManyRequests(AUTH_ERRORS.verificationMailLimit, retryAfterMs / 1000);
    }
    return issueToken({ db: tx }, user);
  });
  deps.background('verification mail', () => issueAndMail(deps, user, issued));
  return AUTH_NOTICES.verificationMailSent;
}

/** The token was used (or ran out) between reading it and taking it. */
class TokenTaken extends Error {}

/**
 * POST /v1/auth/verify-email/:id/:token. A token unused and under 24 hours old verifies the
 * address and uses up the member's other tokens, in one transaction: 'verified' (and, after the
 * commit, the member's open tabs hear of it). A link of a
 * member already verified (used, outdated, or opened twice at once) answers 'already': the member
 * has nothing left to do. Any other link is invalid.
 */
export async function verifyEmail(
  deps: Pick<AuthDeps, 'db' | 'events'>,
  params: { id?: string; token?: string },
): Promise<'verified' | 'already'> {
  const tokenId = params.id?.trim() ?? '';
  const token = params.token?.trim() ?? '';
  if (!isUuid(tokenId) || !token) throw invalidLink();
  const row = await repo.findVerificationToken(deps.db, tokenId, hashToken(token));
  if (!row) throw invalidLink();
  const alreadyOrInvalid = async () => {
    const member = await repo.findUserById(deps.db, row.user_id);
    if (member?.email_verified_at) return 'already' as const;
    throw invalidLink();
  };
  if (row.used_at !== null || row.expires_at.getTime() <= Date.now()) return alreadyOrInvalid();
  try {
    await transact(deps, async (tx) => {
      // Throwing rolls back: of two requests with one token, only one gets past this; the other
      // then finds the member verified.
      if (!(await repo.consumeVerificationTokens(tx, row.user_id, row.id))) throw new TokenTaken();
      await repo.markEmailVerified(tx, row.user_id);
      record(tx, { type: 'member.verified', userId: row.user_id });
    });
  } catch (error) {
    if (error instanceof TokenTaken) return alreadyOrInvalid();
    throw error;
  }
  return 'verified';
}

/**
 * For actions that wait for a verified address (EMAIL_VERIFICATION_REQUIRED in the shared
 * contract): FORBIDDEN with `message` until the member has verified.
 */
export async function assertEmailVerified(
  db: Database,
  userId: string,
  message: string,
): Promise<void> {
  const user = await repo.findUserById(db, userId);
  if (!user?.email_verified_at) throw forbidden(message);
}
