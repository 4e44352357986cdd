import { SEND_ADMISSION, sendRetryDelayMs } from '@squadup/shared';
import { describe, expect, it, vi } from 'vitest';
import { sendWithRetry, type SendOutcome } from './send-retry';

const busy = (retryAfterMs = 500): SendOutcome<string> => ({ busy: true, retryAfterMs });

function scripted(outcomes: SendOutcome<string>[]) {
  const attempt = vi.fn(() => Promise.resolve(outcomes.shift() ?? busy()));
  const waits: number[] = [];
  const onRetrying = vi.fn();
  const wait = (ms: number) => {
    waits.push(ms);
    return Promise.resolve();
  };
  return { attempt, waits, onRetrying, options: { onRetrying, wait, random: () => 0 } };
}

describe('sendWithRetry', () => {
  it('retries a busy refusal after the time the server asked, growing it, until sent', async () => {
    const s = scripted([busy(500), busy(300), { sent: 'stored' }]);
    expect(await sendWithRetry(s.attempt, s.options)).toEqual({ sent: 'stored' });
    expect(s.attempt).toHaveBeenCalledTimes(3);
    expect(s.waits).toEqual([500, 300 * SEND_ADMISSION.retryBackoff]);
    expect(s.onRetrying).toHaveBeenCalledTimes(2);
  });

  it(`gives up after ${SEND_ADMISSION.retryAttempts} retries with the last refusal`, async () => {
    const s = scripted([]);
    expect(await sendWithRetry(s.attempt, s.options)).toEqual(busy());
    expect(s.attempt).toHaveBeenCalledTimes(SEND_ADMISSION.retryAttempts + 1);
    expect(s.waits).toHaveLength(SEND_ADMISSION.retryAttempts);
  });

  it('does not retry any other refusal', async () => {
    const refused: SendOutcome<string> = { busy: false, error: new Error('FORBIDDEN') };
    const s = scripted([refused]);
    expect(await sendWithRetry(s.attempt, s.options)).toBe(refused);
    expect(s.attempt).toHaveBeenCalledTimes(1);
    expect(s.onRetrying).not.toHaveBeenCalled();
  });

  it('spreads the wait by up to half again at random, never below what was asked', () => {
    expect(sendRetryDelayMs(500, 0, 0)).toBe(500);
    expect(sendRetryDelayMs(500, 0, 1)).toBe(750);
    expect(sendRetryDelayMs(500, 2, 0)).toBe(500 * SEND_ADMISSION.retryBackoff ** 2);
  });

  it('stops growing the wait at its ceiling, so the retries last about a minute in all', () => {
    expect(sendRetryDelayMs(500, 8, 0)).toBe(SEND_ADMISSION.retryMaxDelayMs);
    expect(sendRetryDelayMs(20_000, 3, 0)).toBe(20_000);
    const waits = Array.from({ length: SEND_ADMISSION.retryAttempts }, (_, n) =>
      sendRetryDelayMs(SEND_ADMISSION.retryAfterMs, n, 0),
    );
    const total = waits.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThanOrEqual(40_000);
    expect(total * 1.5).toBeLessThanOrEqual(75_000);
  });
});
