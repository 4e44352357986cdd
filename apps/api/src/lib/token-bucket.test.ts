import { describe, expect, it } from 'vitest';
import { createTokenBucket } from './token-bucket.js';

describe('createTokenBucket', () => {
  const clock = () => {
    let ms = 0;
    return { now: () => ms, advance: (by: number) => (ms += by) };
  };
  const takes = (bucket: { take(): boolean }, n: number) =>
    Array.from({ length: n }, () => bucket.take()).filter(Boolean).length;

  it('allows the burst at once, then refuses', () => {
    const bucket = createTokenBucket({ burst: 5, perSecond: 2 }, clock().now);
    expect(takes(bucket, 5)).toBe(5);
    expect(bucket.take()).toBe(false);
  });

  it('refills at perSecond, never above the burst', () => {
    const time = clock();
    const bucket = createTokenBucket({ burst: 5, perSecond: 2 }, time.now);
    takes(bucket, 5);
    time.advance(499);
    expect(bucket.take()).toBe(false);
    time.advance(1);
    expect(bucket.take()).toBe(true);
    time.advance(60_000);
    expect(takes(bucket, 10)).toBe(5);
  });

  it('keeps a steady client at perSecond going forever', () => {
    const time = clock();
    const bucket = createTokenBucket({ burst: 3, perSecond: 10 }, time.now);
    for (let i = 0; i < 1000; i += 1) {
      time.advance(100);
      expect(bucket.take()).toBe(true);
    }
  });
});
