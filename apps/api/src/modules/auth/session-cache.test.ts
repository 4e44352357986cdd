import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.js';

const ada = { userId: 'ada', sessionVersion: 0, sessionId: 'laptop' };
const adaPhone = { userId: 'ada', sessionVersion: 0, sessionId: 'phone' };
const bob = { userId: 'bob', sessionVersion: 2, sessionId: 'desk' };
const FAR = Number.MAX_SAFE_INTEGER;

function clock() {
  let at = 1_000_000;
  return { now: () => at, pass: (ms: number) => (at += ms) };
}

describe('the cache of bearer checks', () => {
  it('answers a kept token until its time to live or its expiry, whichever comes first', () => {
    const time = clock();
    const cache = createSessionCache({ ttlMs: 30_000, now: time.now });
    expect(cache.get('t1')).toBeUndefined();
    cache.remember('t1', ada, FAR, cache.ticket());
    cache.remember('t2', bob, time.now() + 10_000, cache.ticket());
    expect(cache.get('t1')).toEqual(ada);
    expect(cache.get('t2')).toEqual(bob);
    time.pass(10_000);
    expect(cache.get('t2')).toBeUndefined(); // the token expired
    time.pass(19_999);
    expect(cache.get('t1')).toEqual(ada);
    time.pass(1);
    expect(cache.get('t1')).toBeUndefined(); // asked again after the TTL
  });

  it('forgets every token of a member whose session ended, through the domain events or a peer', () => {
    const cache = createSessionCache();
    cache.remember('laptop', ada, FAR, cache.ticket());
    cache.remember('phone', adaPhone, FAR, cache.ticket());
    cache.remember('desk', bob, FAR, cache.ticket());
    cache.publish({ type: 'session.ended', userId: 'ada', sessionId: 'laptop' });
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('desk')).toEqual(bob);
    cache.forget('bob');
    expect(cache.get('desk')).toBeUndefined();
    cache.remember('desk', bob, FAR, cache.ticket());
    cache.publish({ type: 'member.deleted', userId: 'bob', requestAddresseeIds: [], chats: [] });
    expect(cache.get('desk')).toBeUndefined();
    // Other events change nothing.
    cache.remember('laptop', ada, FAR, cache.ticket());
    cache.publish({ type: 'presence.toggled', userId: 'ada' });
    expect(cache.get('laptop')).toEqual(ada);
  });

  it('does not keep a check that began before a session ended', () => {
    const cache = createSessionCache();
    const ticket = cache.ticket(); // the database said "live"...
    cache.publish({ type: 'session.ended', userId: 'ada' }); // ...while the session ended
    cache.remember('laptop', ada, FAR, ticket);
    expect(cache.get('laptop')).toBeUndefined();
  });

  it('keeps and answers nothing while the instances cannot hear each other', () => {
    const cache = createSessionCache();
    cache.remember('laptop', ada, FAR, cache.ticket());
    cache.trust(false);
    expect(cache.get('laptop')).toBeUndefined();
    cache.remember('desk', bob, FAR, cache.ticket());
    expect(cache.get('desk')).toBeUndefined();
    cache.trust(true);
    expect(cache.get('laptop')).toBeUndefined(); // dropped at the loss
    cache.remember('desk', bob, FAR, cache.ticket());
    expect(cache.get('desk')).toEqual(bob);
  });

  it('holds at most its size, dropping the oldest token first', () => {
    const cache = createSessionCache({ maxTokens: 2 });
    cache.remember('a', ada, FAR, cache.ticket());
    cache.remember('b', adaPhone, FAR, cache.ticket());
    cache.remember('c', bob, FAR, cache.ticket());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(adaPhone);
    expect(cache.get('c')).toEqual(bob);
    cache.forget('ada'); // the index by member stays in step with evictions
    expect(cache.get('c')).toEqual(bob);
  });
});
