export interface TokenBucketLimits {
  /** Tokens held when full: how many takes may come at once. */
  burst: number;
  /** Tokens added back per second, up to `burst`. */
  perSecond: number;
}

export interface TokenBucket {
  /** Takes one token; false (and nothing taken) when the bucket is empty. */
  take(): boolean;
}

/**
 * A token bucket: allows `burst` at once and `perSecond` on average. Refilled lazily from the
 * clock on each take, so an idle bucket costs no timer. `now` is in milliseconds (tests pass a fake).
 */
export function createTokenBucket(
  { burst, perSecond }: TokenBucketLimits,
  now: () => number = () => performance.now(),
): TokenBucket {
  let tokens = burst;
  let refilledAt = now();
  return {
    take() {
      const at = now();
      tokens = Math.min(burst, tokens + ((at - refilledAt) * perSecond) / 1000);
      refilledAt = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
