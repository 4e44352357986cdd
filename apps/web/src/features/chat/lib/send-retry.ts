import { SEND_ADMISSION, sendRetryDelayMs } from '@squadup/shared';

/** One try at sending: the stored message, a busy server's "try again after", or a refusal. */
export type SendOutcome<T> =
  { sent: T } | { busy: true; retryAfterMs: number } | { busy: false; error: unknown };

export interface RetryOptions {
  /** Called before each wait: the composer shows "Sending…". */
  onRetrying: () => void;
  wait?: (ms: number) => Promise<void>;
  /** 0 to 1; spreads clients that were refused together (Math.random by default). */
  random?: () => number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends with `attempt` until it is stored or refused, retrying a busy server's refusal
 * (SERVICE_UNAVAILABLE) up to SEND_ADMISSION.retryAttempts times, each after sendRetryDelayMs;
 * the answer is the stored value, or the last refusal
 * (docs/decisions/0043-socket-sends-and-admission.md).
 */
export async function sendWithRetry<T>(
  attempt: () => Promise<SendOutcome<T>>,
  { onRetrying, wait = sleep, random = Math.random }: RetryOptions,
): Promise<SendOutcome<T>> {
  for (let n = 0; ; n += 1) {
    const outcome = await attempt();
    if ('sent' in outcome || !outcome.busy || n >= SEND_ADMISSION.retryAttempts) return outcome;
    onRetrying();
    await wait(sendRetryDelayMs(outcome.retryAfterMs, n, random()));
  }
}
