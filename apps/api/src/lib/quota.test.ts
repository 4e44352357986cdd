import { describe, expect, it } from 'vitest';
import { retryPhrase } from './quota.js';

describe('retryPhrase', () => {
  const now = new Date('2025-05-01T12:00:00Z');
  const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

  it('rounds up to the unit a member reads: seconds, minutes (up to an hour), hours, then a date', () => {
    expect(retryPhrase(later(-5), now)).toBe('in 1 second');
    expect(retryPhrase(later(42), now)).toBe('in 42 seconds');
    expect(retryPhrase(later(60), now)).toBe('in 1 minute');
    expect(retryPhrase(later(61), now)).toBe('in 2 minutes');
    expect(retryPhrase(later(3600), now)).toBe('in 60 minutes');
    expect(retryPhrase(later(3601), now)).toBe('in 2 hours');
    expect(retryPhrase(later(24 * 3600), now)).toBe('in 24 hours');
    expect(retryPhrase(later(7 * 24 * 3600 + 90), now)).toBe('on 2025-05-08 at 12:01 UTC');
  });
});
