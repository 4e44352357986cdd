// Per-IP limit of GraphQL createUser. It applies the REST sign-up's limits (AUTH_IP_LIMITS.signup)
// so the public mutation is no unthrottled way to create accounts. The counts are its own
// (express-rate-limit's memory store, one per app, like the REST limiter's), so one address can
// at most create as many accounts through both paths together as twice the REST limit.
import { ipKeyGenerator, MemoryStore } from 'express-rate-limit';
import type { Config } from '../../config.js';
import { tooManyRequests } from '../../errors.js';
import { AUTH_IP_LIMITS } from '../auth/index.js';

interface Window {
  store: MemoryStore;
  limit: number;
  message: string;
}

// One set of counters per app (tests start several apps in one process); keyed by its config.
const limitersByApp = new WeakMap<Config, Window[]>();

function windowsFor(config: Config): Window[] {
  let windows = limitersByApp.get(config);
  if (!windows) {
    windows = AUTH_IP_LIMITS.signup.map(({ windowMs, limit, message }) => {
      const store = new MemoryStore();
      store.init({ windowMs } as Parameters<MemoryStore['init']>[0]);
      return { store, limit, message };
    });
    limitersByApp.set(config, windows);
  }
  return windows;
}

/** Counts one createUser attempt from `ip`; TOO_MANY_REQUESTS past any window's limit. */
export async function consumeSignupAttempt(config: Config, ip: string | undefined): Promise<void> {
  if (!config.authRateLimits) return;
  // Same key as the REST limiter: the address, IPv6 grouped by /56.
  const key = ipKeyGenerator(ip ?? 'unknown', 56);
  for (const window of windowsFor(config)) {
    const { totalHits, resetTime } = await window.store.increment(key);
    if (totalHits > window.limit) {
      const retryAfter = resetTime ? (resetTime.getTime() - Date.now()) / 1000 : undefined;
      throw tooManyRequests(window.message, retryAfter);
    }
  }
}
