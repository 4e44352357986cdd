import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-storage';
import { makeToken, testUser } from '@/test/auth';
import { json, mockFetch } from '@/test/fetch';
import { renewSession } from './session';

// Tabs share the refresh cookie, and the server revokes the whole session when a rotated token is
// presented again: two tabs refreshing at once would sign each other out. The refresh therefore
// runs under a Web Lock (jsdom has none, so this test provides one that records its use).

describe('renewSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes under the cross-tab lock', async () => {
    const held: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: (name: string, work: () => Promise<unknown>) => {
          held.push(name);
          return work();
        },
      },
    });
    const renewed = makeToken(900);
    mockFetch(() => json(200, { accessToken: renewed }));
    useAuthStore.getState().setAuth(makeToken(-60), testUser);
    expect(await renewSession()).toEqual({ kind: 'renewed', token: renewed });
    expect(held).toEqual(['squadup-refresh']);
    expect(useAuthStore.getState().token).toBe(renewed);
  });

  it('treats a server error as unreachable, never as a refusal that ends the session', async () => {
    mockFetch(() => json(502, {}));
    expect(await renewSession()).toEqual({ kind: 'unreachable' });
  });
});
