import { changePasswordSchema } from '@squadup/shared';
import { badInput, unauthenticated } from '../../errors.js';
import { transact } from '../../lib/domain-events.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import * as repo from './auth.repo.js';
import type { AuthDeps } from './auth.deps.js';
import { assertUncommonPassword } from './auth.service.js';
import { AUTH_ERRORS } from './messages.js';
import { tellPasswordChanged } from './password-reset.service.js';
import { endAllSessions, sessionsEnded, startSession, type IssuedSession } from './sessions.js';
import { parseInput } from './validate.js';

/**
 * POST /v1/auth/change-password (the settings page). The current password must be right (a stolen
 * access token alone cannot take the account over); the new one follows the sign-up rules. Every
 * session ends, as after a reset, and this device gets a new one, so only it stays signed in. Its
 * own sockets stay open: closing them would race the answer carrying the new refresh cookie. The
 * member is mailed that their password changed.
 */
export async function changePassword(
  deps: AuthDeps,
  { userId, sessionId }: { userId: string; sessionId: string },
  body: unknown,
): Promise<IssuedSession> {
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, body);
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw unauthenticated(AUTH_ERRORS.sessionExpired);
  if (!user.password_hash) throw badInput(AUTH_ERRORS.noPasswordYet);
  if (!(await verifyPassword(currentPassword, user.password_hash)))
    throw badInput(AUTH_ERRORS.currentPasswordWrong);
  assertUncommonPassword(deps, newPassword);

  const passwordHash = await hashPassword(newPassword, deps.config.bcryptCost);
  await transact(deps, async (tx) => {
    await repo.updatePasswordHash(tx, userId, passwordHash);
    const ended = await endAllSessions(tx, userId);
    sessionsEnded(
      tx,
      userId,
      ended.filter((id) => id !== sessionId),
    );
  });
  const changed = await repo.findUserById(deps.db, userId);
  if (!changed) throw unauthenticated(AUTH_ERRORS.sessionExpired);
  tellPasswordChanged(deps, changed);
  return startSession(deps, changed);
}
