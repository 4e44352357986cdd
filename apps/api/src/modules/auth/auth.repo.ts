import { and, asc, count, eq, gt, isNull, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  emailVerificationTokens,
  loginFailures,
  oauthAccounts,
  passwordResetTokens,
  refreshTokens,
  users,
  type EmailVerificationTokenRow,
  type NewUser,
  type OAuthAccountRow,
  type PasswordResetTokenRow,
  type RefreshTokenRow,
  type User,
} from '../../db/schema/index.js';

// drizzle queries only; a transaction (PgTransaction) is a Database too, so every function
// takes either.

// ---- members ----

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: Database, values: NewUser): Promise<User> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updatePasswordHash(
  db: Database,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ password_hash: passwordHash }).where(eq(users.id, userId));
}

/** Ends every session of the member at once: tokens carrying the old version stop working. */
export async function bumpSessionVersion(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ session_version: sql`${users.session_version} + 1` })
    .where(eq(users.id, userId));
}

/**
 * The member's session version and suspension, with their row locked until the transaction ends,
 * so a session started now cannot slip past a concurrent bump or suspension (undefined when the
 * member is gone).
 */
export async function lockSessionVersion(db: Database, userId: string) {
  const [row] = await db
    .select({
      version: users.session_version,
      suspended_at: users.suspended_at,
      suspended_until: users.suspended_until,
      suspension_reason: users.suspension_reason,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row;
}

/**
 * The bearer check, one indexed query: the member exists with this session version, and the
 * session's refresh family exists and was never revoked (logout, reuse, reset, sign out
 * everywhere revoke every token of a family at once, so one revoked row means the family ended).
 */
export async function isSessionLive(
  db: Database,
  claims: { userId: string; sessionVersion: number; sessionId: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, claims.userId),
        eq(users.session_version, claims.sessionVersion),
        sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.family_id} = ${claims.sessionId} and ${refreshTokens.user_id} = ${users.id})`,
        sql`not exists (select 1 from ${refreshTokens} where ${refreshTokens.family_id} = ${claims.sessionId} and ${refreshTokens.revoked_at} is not null)`,
      ),
    )
    .limit(1);
  return rows.length === 1;
}

// ---- refresh tokens ----

export async function insertRefreshToken(
  db: Database,
  values: Pick<RefreshTokenRow, 'user_id' | 'family_id' | 'token_hash' | 'family_expires_at'>,
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshTokenByHash(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, tokenHash))
    .limit(1);
  return row;
}

/** Marks a live token rotated; false when another request rotated or revoked it first. */
export async function markRefreshTokenReplaced(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ replaced_at: sql`now()` })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.replaced_at),
        isNull(refreshTokens.revoked_at),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeRefreshFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
}

/** Revokes every live refresh token of the member; answers the sessions (families) they were. */
export async function revokeUserRefreshTokens(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)))
    .returning({ family_id: refreshTokens.family_id });
  return [...new Set(rows.map((row) => row.family_id))];
}

/** Housekeeping at sign-in: a member's families past their absolute expiry can go. */
export async function deleteExpiredRefreshTokens(db: Database, userId: string): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.user_id, userId), lt(refreshTokens.family_expires_at, new Date())));
}

// ---- login failures ----

export async function recentLoginFailures(
  db: Database,
  email: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: min(loginFailures.created_at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.created_at, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/** Records a failure and drops this address's rows that are older than the window. */
export async function recordLoginFailure(db: Database, email: string, windowStart: Date) {
  await db.insert(loginFailures).values({ email });
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), lt(loginFailures.created_at, windowStart)));
}

export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

// ---- password reset tokens ----

export async function countResetTokensSince(
  db: Database,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.user_id, userId), gt(passwordResetTokens.created_at, since)));
  return row?.count ?? 0;
}

export async function insertResetToken(
  db: Database,
  values: Pick<PasswordResetTokenRow, 'user_id' | 'token_hash' | 'expires_at'>,
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** The unused, unexpired token with this digest for this member, if any. */
export async function findUsableResetToken(
  db: Database,
  userId: string,
  tokenHash: string,
): Promise<PasswordResetTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.token_hash, tokenHash),
        eq(passwordResetTokens.user_id, userId),
        isNull(passwordResetTokens.used_at),
        gt(passwordResetTokens.expires_at, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Uses a token: marks it and every other unused token of the member used, in one statement.
 * False when the token was used (or expired) meanwhile, so only one request can succeed.
 */
export async function consumeResetTokens(
  db: Database,
  userId: string,
  tokenId: string,
): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)))
    .returning({ id: passwordResetTokens.id, expires_at: passwordResetTokens.expires_at });
  return rows.some((row) => row.id === tokenId && row.expires_at > new Date());
}

// ---- e-mail verification tokens ----

/** Tokens made for the member since `since` (the resend quota), and the oldest one's time. */
export async function verificationTokensSince(
  db: Database,
  userId: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: min(emailVerificationTokens.created_at) })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.user_id, userId),
        gt(emailVerificationTokens.created_at, since),
      ),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

export async function insertVerificationToken(
  db: Database,
  values: Pick<EmailVerificationTokenRow, 'user_id' | 'token_hash' | 'expires_at'>,
): Promise<EmailVerificationTokenRow> {
  const [row] = await db.insert(emailVerificationTokens).values(values).returning();
  return row!;
}

/** The verification token with this id and hash, used or not, expired or not. */
export async function findVerificationToken(
  db: Database,
  tokenId: string,
  tokenHash: string,
): Promise<EmailVerificationTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.id, tokenId),
        eq(emailVerificationTokens.token_hash, tokenHash),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Uses a token: marks it and every other unused token of the member used, in one statement.
 * False when it was used (or expired) meanwhile, so only one request can succeed.
 */
export async function consumeVerificationTokens(
  db: Database,
  userId: string,
  tokenId: string,
): Promise<boolean> {
  const rows = await db
    .update(emailVerificationTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(eq(emailVerificationTokens.user_id, userId), isNull(emailVerificationTokens.used_at)),
    )
    .returning({ id: emailVerificationTokens.id, expires_at: emailVerificationTokens.expires_at });
  return rows.some((row) => row.id === tokenId && row.expires_at > new Date());
}

/** Sets email_verified_at once (a later proof keeps the first time). */
export async function markEmailVerified(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ email_verified_at: sql`coalesce(${users.email_verified_at}, now())` })
    .where(eq(users.id, userId));
}

// ---- provider identities ----

export async function findOAuthAccount(
  db: Database,
  provider: OAuthAccountRow['provider'],
  providerUserId: string,
): Promise<OAuthAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(oauthAccounts)
    .where(
      and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.provider_user_id, providerUserId)),
    )
    .limit(1);
  return row;
}

export async function insertOAuthAccount(
  db: Database,
  values: Pick<OAuthAccountRow, 'provider' | 'provider_user_id' | 'user_id' | 'email'>,
): Promise<void> {
  await db.insert(oauthAccounts).values(values);
}

/** When the session (refresh family) `familyId` of `userId` began: its first token's time. */
export async function sessionStartedAt(
  db: Database,
  userId: string,
  familyId: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: refreshTokens.created_at })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.family_id, familyId), eq(refreshTokens.user_id, userId)))
    .orderBy(asc(refreshTokens.created_at))
    .limit(1);
  return row?.at ?? null;
}
