import { forgotPasswordSchema, resetPasswordSchema } from '@squadup/shared';
import { badInput } from '../../errors.js';
import { transact } from '../../lib/domain-events.js';
import { hashPassword } from '../../lib/password.js';
import { HOUR_MS } from '../../lib/rate-limit.js';
import * as repo from './auth.repo.js';
import type { AuthDeps } from './auth.deps.js';
import { assertUncommonPassword } from './auth.service.js';
import { AUTH_ERRORS } from './messages.js';
import { passwordChangedMail, passwordResetMail } from './auth-mails.js';
import { endAllSessions, endedEverywhere } from './sessions.js';
import { isUuid } from '../../lib/ids.js';
import { hashToken, newOpaqueToken, RESET_TOKEN_TTL_MS } from './tokens.js';
import { parseInput } from './validate.js';

/** Reset mails per address per hour; beyond it the request is answered the same and not sent. */
const RESET_MAILS_PER_ADDRESS_PER_HOUR = 5;

const invalidLink = () => badInput(AUTH_ERRORS.resetLinkInvalid);

/**
 * POST /v1/auth/forgot-password. Only the address's format is checked before answering; the
 * lookup, the per-address limit, the token and the mail all run after the answer is sent, so
 * neither the body nor the timing depends on whether an account exists.
 */
export function requestPasswordReset(deps: AuthDeps, body: unknown): void {
  const { email } = parseInput(forgotPasswordSchema, body);
  deps.background('password reset mail', () => sendResetMail(deps, email));
}

async function sendResetMail(deps: AuthDeps, email: string): Promise<void> {
  const { db, config, log, mailer } = deps;
  const user = await repo.findUserByEmail(db, email);
  if (!user) return;
  if (config.authRateLimits) {
    const recent = await repo.countResetTokensSince(db, user.id, new Date(Date.now() - HOUR_MS));
    if (recent >= RESET_MAILS_PER_ADDRESS_PER_HOUR) {
      log.info({ userId: user.id }, 'Password reset mail not sent: hourly limit for the address');
      return;
    }
  }
  const token = newOpaqueToken();
  await repo.insertResetToken(db, {
    user_id: user.id,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  // From configuration, never from the request's Host header (which an attacker can choose).
  const link = `${config.webUrl}/reset-password/${user.id}/${token}`;
  await mailer.send(await passwordResetMail(user.email, user.first_name, link));
  if (mailer.kind === 'outbox' && !config.isProduction) {
    log.info({ link }, 'Password reset link (outbox mode, shown outside production only)');
  }
}

/**
 * POST /v1/auth/reset-password/:id/:token. The token must be this member's, unused and under 30
 * minutes old; using it sets the password, uses up every other reset token of the member, ends
 * every session (new session version, all refresh tokens revoked, sockets closed), clears the
 * address's login failures and marks the address verified (the link proved it); then the
 * member is mailed that their password changed.
 */
export async function resetPassword(
  deps: AuthDeps,
  params: { id?: string; token?: string },
  body: unknown,
): Promise<void> {
  const { password } = parseInput(resetPasswordSchema, body);
  assertUncommonPassword(deps, password);
  const userId = params.id?.trim() ?? '';
  const token = params.token?.trim() ?? '';
  if (!isUuid(userId) || !token) throw invalidLink();

  const row = await repo.findUsableResetToken(deps.db, userId, hashToken(token));
  const user = row && (await repo.findUserById(deps.db, userId));
  if (!row || !user) throw invalidLink();

  const passwordHash = await hashPassword(password, deps.config.bcryptCost);
  await transact(deps, async (tx) => {
    // Throwing rolls everything back: of two requests with one token, only one gets here.
    if (!(await repo.consumeResetTokens(tx, userId, row.id))) throw invalidLink();
    await repo.updatePasswordHash(tx, userId, passwordHash);
    await endAllSessions(tx, userId);
    await repo.clearLoginFailures(tx, user.email);
    // The link came to the address, so using it proves the address as a verification link would.
    await repo.markEmailVerified(tx, userId);
    endedEverywhere(tx, userId);
  });
  tellPasswordChanged(deps, user);
}

/**
 * Mails the member that their password changed (a change in Settings or a reset), with the way to
 * take the account back if it was not them; after the answer, so a slow mail server never holds it.
 */
export function tellPasswordChanged(
  deps: Pick<AuthDeps, 'background' | 'mailer' | 'config'>,
  user: { email: string; first_name: string },
): void {
  // No address in the link: it would end up in access logs.
  const link = `${deps.config.webUrl}/forgot-password`;
  deps.background('password changed mail', async () => {
    await deps.mailer.send(await passwordChangedMail(user.email, user.first_name, link));
  });
}
