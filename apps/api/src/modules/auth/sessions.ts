import type { AuthUser } from '@squadup/shared';
import { v7 as uuidv7 } from 'uuid';
import type { User } from '../../db/schema/index.js';
import { activeSuspension } from '../../db/moderation.js';
import { forbidden, unauthenticated } from '../../errors.js';
import { record, transact } from '../../lib/domain-events.js';
import * as repo from './auth.repo.js';
import type { AuthDeps } from './auth.deps.js';
import { AUTH_ERRORS, suspendedMessage } from './messages.js';
import { hashToken, newOpaqueToken, REFRESH_FAMILY_TTL_MS, signAccessToken } from './tokens.js';

/** A refresh token for the cookie; the database keeps only its digest. */
export interface IssuedRefreshToken {
  token: string;
  /** The family's absolute expiry: the cookie's Max-Age counts down to it. */
  expiresAt: Date;
}

export interface IssuedSession {
  accessToken: string;
  user: AuthUser;
  refresh: IssuedRefreshToken;
}

/** The member as auth answers carry it. */
export const toAuthUser = (user: User): AuthUser => ({
  _id: user.id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  photo: user.photo,
  email_verified: user.email_verified_at !== null,
  is_operator: user.role === 'operator',
});

const sessionExpired = () => unauthenticated(AUTH_ERRORS.sessionExpired);

/**
 * FORBIDDEN, saying until when and why, while the member is suspended (docs/decisions/0034):
 * every way in (password, refresh, a provider) passes here. A suspension that ran out lets them in.
 */
export function assertNotSuspended(user: Parameters<typeof activeSuspension>[0]): void {
  const suspension = activeSuspension(user);
  if (suspension) throw forbidden(suspendedMessage(suspension.until, suspension.reason));
}

/**
 * Signs a member in: a new refresh-token family (30 days, absolute), which is the session, and
 * an access token naming it and the member's session version.
 */
export async function startSession(
  deps: Pick<AuthDeps, 'db' | 'config'>,
  user: User,
): Promise<IssuedSession> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + REFRESH_FAMILY_TTL_MS);
  const sessionId = uuidv7();
  await deps.db.transaction(async (tx) => {
    // A sign-in that checked the password before a reset or "sign out everywhere" committed must
    // not add a session after it (the bump revokes only the families that exist): the member row
    // is locked, and a changed version (or a deleted member) refuses the sign-in. So does a
    // suspension, read under the same lock.
    const current = await repo.lockSessionVersion(tx, user.id);
    if (current?.version !== user.session_version) throw sessionExpired();
    assertNotSuspended(current);
    await repo.deleteExpiredRefreshTokens(tx, user.id);
    await repo.insertRefreshToken(tx, {
      user_id: user.id,
      family_id: sessionId,
      token_hash: hashToken(token),
      family_expires_at: expiresAt,
    });
  });
  return {
    accessToken: signAccessToken(deps.config, {
      userId: user.id,
      sessionVersion: user.session_version,
      sessionId,
    }),
    user: toAuthUser(user),
    refresh: { token, expiresAt },
  };
}

/**
 * Rotates a refresh token: the presented one is marked replaced and a new one joins its family
 * (same absolute expiry). Presenting a replaced token again means it was copied: the whole
 * family is revoked, so the thief's and the member's newest tokens both stop working.
 */
export async function rotateRefreshToken(
  deps: AuthDeps,
  presented: string | undefined,
): Promise<{ accessToken: string; refresh: IssuedRefreshToken }> {
  if (!presented) throw sessionExpired();
  const row = await repo.findRefreshTokenByHash(deps.db, hashToken(presented));
  if (!row) throw sessionExpired();
  const user = await repo.findUserById(deps.db, row.user_id);
  if (!user) throw sessionExpired();
  // Before the revoked check: a suspension revoked the token, and the member is told why.
  assertNotSuspended(user);
  if (row.revoked_at) throw sessionExpired();
  if (row.replaced_at) {
    await revokeForReuse(deps, row.family_id, row.user_id);
    throw sessionExpired();
  }
  if (row.family_expires_at.getTime() <= Date.now()) throw sessionExpired();

  const token = newOpaqueToken();
  const rotated = await deps.db.transaction(async (tx) => {
    // Conditional update: of two requests presenting the same token, only one rotates it.
    if (!(await repo.markRefreshTokenReplaced(tx, row.id))) return false;
    await repo.insertRefreshToken(tx, {
      user_id: row.user_id,
      family_id: row.family_id,
      token_hash: hashToken(token),
      family_expires_at: row.family_expires_at,
    });
    return true;
  });
  if (!rotated) {
    await revokeForReuse(deps, row.family_id, row.user_id);
    throw sessionExpired();
  }
  return {
    accessToken: signAccessToken(deps.config, {
      userId: row.user_id,
      sessionVersion: user.session_version,
      sessionId: row.family_id,
    }),
    refresh: { token, expiresAt: row.family_expires_at },
  };
}

async function revokeForReuse(deps: AuthDeps, familyId: string, userId: string) {
  await repo.revokeRefreshFamily(deps.db, familyId);
  // The thief may hold a socket of that session too.
  deps.events.committed({ type: 'session.ended', userId, sessionId: familyId });
  deps.log.warn({ userId, familyId }, 'Refresh token reused: its family is revoked');
}

/**
 * Ends the session the token belongs to (its whole family): its access tokens stop working at
 * once (bearer.ts) and its open sockets are closed. Unknown tokens are ignored.
 */
export async function endSession(deps: AuthDeps, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const row = await repo.findRefreshTokenByHash(deps.db, hashToken(presented));
  if (!row) return;
  await repo.revokeRefreshFamily(deps.db, row.family_id);
  deps.events.committed({ type: 'session.ended', userId: row.user_id, sessionId: row.family_id });
}

/**
 * "Sign out everywhere" (and what a password reset does too): a new session version and every
 * refresh token revoked, in the caller's transaction. The caller records `endedEverywhere` (or
 * `sessionsEnded`) on it.
 */
export async function endAllSessions(db: AuthDeps['db'], userId: string): Promise<string[]> {
  await repo.bumpSessionVersion(db, userId);
  return repo.revokeUserRefreshTokens(db, userId);
}

/** On the caller's transaction: after its commit, the member's open sockets close everywhere. */
export const endedEverywhere = (tx: AuthDeps['db'], userId: string): void =>
  record(tx, { type: 'session.ended', userId });

/** POST /v1/auth/logout-everywhere: every session of the member ends now. */
export async function logoutEverywhere(deps: AuthDeps, userId: string): Promise<void> {
  await transact(deps, async (tx) => {
    await endAllSessions(tx, userId);
    endedEverywhere(tx, userId);
  });
}

/** On the caller's transaction: after its commit, these sessions' sockets close everywhere. */
export function sessionsEnded(
  tx: AuthDeps['db'],
  userId: string,
  sessionIds: readonly string[],
): void {
  for (const sessionId of sessionIds) record(tx, { type: 'session.ended', userId, sessionId });
}
