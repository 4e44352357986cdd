import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { memberRef } from './users.js';
import { id, createdAt } from './columns.js';

// Nothing here can be replayed if the table leaks: tokens are stored as SHA-256 digests of
// 256-bit random values (see docs/security.md), and login failures hold no password.

/**
 * Refresh tokens, one row per issued token. A family starts at sign-in and keeps its absolute
 * expiry through rotations; `replaced_at` marks a rotated token (presenting it again revokes the
 * family), `revoked_at` a token ended by logout, reuse or a password reset.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    user_id: memberRef('user_id'),
    family_id: uuid('family_id').notNull(),
    /** Hex SHA-256 of the token; the token itself lives only in the member's cookie. */
    token_hash: text('token_hash').notNull(),
    family_expires_at: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    replaced_at: timestamp('replaced_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.token_hash),
    index('refresh_tokens_family_id_idx').on(t.family_id),
    index('refresh_tokens_user_id_idx').on(t.user_id),
  ],
);

/**
 * A table of single-use mailed tokens (`used_at`) that expire (`expires_at`), stored hashed. Its
 * (user_id, created_at) index serves the per-address mail limit (tokens created in the last hour)
 * and "use up the member's other tokens".
 */
const singleUseTokens = (name: string) =>
  pgTable(
    name,
    {
      id: id(),
      user_id: memberRef('user_id'),
      token_hash: text('token_hash').notNull(),
      expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
      used_at: timestamp('used_at', { withTimezone: true }),
      created_at: createdAt(),
    },
    (t) => [
      uniqueIndex(`${name}_token_hash_key`).on(t.token_hash),
      index(`${name}_user_id_created_at_idx`).on(t.user_id, t.created_at),
    ],
  );

/** Password-reset tokens: 30 minutes. */
export const passwordResetTokens = singleUseTokens('password_reset_tokens');

/** E-mail verification tokens: 24 hours. */
export const emailVerificationTokens = singleUseTokens('email_verification_tokens');

/**
 * Failed logins by normalised e-mail (known or not, so the limit reveals nothing), counted over
 * the last hour across every instance. Rows older than an hour are deleted as new ones arrive.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    email: text('email').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('login_failures_email_created_at_idx').on(t.email, t.created_at)],
);

/** A provider identity (Google or GitHub account) signed in as a member. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: id(),
    provider: text('provider').$type<'google' | 'github'>().notNull(),
    provider_user_id: text('provider_user_id').notNull(),
    user_id: memberRef('user_id'),
    /** The provider's e-mail when the identity was linked (for support; never used to sign in). */
    email: text('email'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('oauth_accounts_provider_user_key').on(t.provider, t.provider_user_id),
    index('oauth_accounts_user_id_idx').on(t.user_id),
  ],
);

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type EmailVerificationTokenRow = typeof emailVerificationTokens.$inferSelect;
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
export type OAuthAccountRow = typeof oauthAccounts.$inferSelect;
