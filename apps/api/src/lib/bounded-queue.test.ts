import { describe, expect, it } from 'vitest';
import { createBoundedQueue } from './bounded-queue.js';

/** Work that records `n` when it runs. */
const recording = (ran: number[], n: number, then?: () => void) => () => {
  ran.push(n);
  then?.();
  return Promise.resolve();
};

describe('createBoundedQueue', () => {
  it('runs work in order and refuses more than max waiting', async () => {
    const ran: number[] = [];
    const queue = createBoundedQueue(3, () => undefined);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let lastRan!: () => void;
    const last = new Promise<void>((resolve) => (lastRan = resolve));
    expect(queue.push(() => gate.then(recording(ran, 1)))).toBe(true);
    expect(queue.push(recording(ran, 2))).toBe(true);
    expect(queue.push(recording(ran, 3, lastRan))).toBe(true);
    expect(queue.push(recording(ran, 4))).toBe(false);
    expect(queue.size).toBe(3);
    release();
    await last;
    expect(ran).toEqual([1, 2, 3]);
  });

  it('reports a failure and goes on with the next piece, freeing its place', async () => {
    const errors: unknown[] = [];
    const queue = createBoundedQueue(1, (error) => errors.push(error));
    queue.push(() => Promise.reject(new Error('boom')));
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(errors).toHaveLength(1);
    expect(queue.size).toBe(0);
    const ran: number[] = [];
    await new Promise<void>((resolve) => expect(queue.push(recording(ran, 1, resolve))).toBe(true));
    expect(ran).toEqual([1]);
  });
});
