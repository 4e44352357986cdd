import type { AfterCommitSubscriber } from '../../lib/domain-events.js';
import type { AccessClaims } from './tokens.js';

/** How long a token's "its session lives" answer is kept when nothing says the session ended. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Tokens kept at most; past it the oldest go first. */
export const SESSION_CACHE_MAX_TOKENS = 50_000;

/**
 * The bearer check's answer per access token, kept on this instance for a short time so a
 * signed-in request does not ask the database whether its session lives every time
 * (docs/decisions/0060-request-cost.md). Only live answers are kept. A session that ends
 * is forgotten at once: here through the domain events (the cache is an after-commit
 * subscriber, run before the ending request answers), on the other instances through the
 * broadcaster's message (`forget`). While the instances cannot hear each other (Redis
 * unreachable), nothing is read or kept (`trust(false)`), and what was kept is dropped.
 */
export interface SessionCache extends AfterCommitSubscriber {
  /** The claims of `token` when a check found its session live lately; undefined otherwise. */
  get(token: string): AccessClaims | undefined;
  /** Taken before a check: `remember` keeps its answer only if no session ended meanwhile. */
  ticket(): number;
  remember(token: string, claims: AccessClaims, acceptedUntilMs: number, ticket: number): void;
  /** Every token of the member is checked again (one of their sessions ended elsewhere). */
  forget(userId: string): void;
  /** False: the instances may miss each other's endings, so every check asks the database. */
  trust(trusted: boolean): void;
}

interface Kept {
  claims: AccessClaims;
  /** Epoch ms after which the database is asked again (the TTL or the token's expiry). */
  until: number;
}

export function createSessionCache(
  options: { ttlMs?: number; maxTokens?: number; now?: () => number } = {},
): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxTokens = options.maxTokens ?? SESSION_CACHE_MAX_TOKENS;
  const now = options.now ?? Date.now;
  const byToken = new Map<string, Kept>();
  const tokensOf = new Map<string, Set<string>>();
  let trusted = true;
  // Moves on with every ending: a check that began before one does not keep its answer.
  let endings = 0;

  const drop = (token: string) => {
    const kept = byToken.get(token);
    if (!kept) return;
    byToken.delete(token);
    const tokens = tokensOf.get(kept.claims.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOf.delete(kept.claims.userId);
  };
  const forget = (userId: string) => {
    endings += 1;
    for (const token of tokensOf.get(userId) ?? []) byToken.delete(token);
    tokensOf.delete(userId);
  };

  return {
    get(token) {
      if (!trusted) return undefined;
      const kept = byToken.get(token);
      if (!kept) return undefined;
      if (now() < kept.until) return kept.claims;
      drop(token);
      return undefined;
    },
    ticket: () => endings,
    remember(token, claims, acceptedUntilMs, ticket) {
      if (!trusted || ticket !== endings) return;
      drop(token);
      // Map keeps insertion order: the first key is the oldest.
      if (byToken.size >= maxTokens) drop(byToken.keys().next().value as string);
      byToken.set(token, { claims, until: Math.min(now() + ttlMs, acceptedUntilMs) });
      let tokens = tokensOf.get(claims.userId);
      if (!tokens) tokensOf.set(claims.userId, (tokens = new Set()));
      tokens.add(token);
    },
    forget,
    trust(on) {
      trusted = on;
      endings += 1;
      byToken.clear();
      tokensOf.clear();
    },
    publish(event) {
      if (event.type === 'session.ended' || event.type === 'member.deleted') forget(event.userId);
    },
  };
}
