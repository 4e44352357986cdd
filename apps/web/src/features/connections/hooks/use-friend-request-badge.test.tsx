import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCountersStore } from '@/stores/counters';
import { PendingFriendRequestCountQuery } from '../api/connections';
import { useFriendRequestBadge } from './use-friend-request-badge';

const answer = (count: number) => ({
  request: { query: PendingFriendRequestCountQuery },
  result: {
    data: {
      loadPendingFriendRequests: Array.from({ length: count }, (_, i) => ({
        __typename: 'Connection' as const,
        _id: `conn-${i}`,
      })),
    },
  },
});

describe('useFriendRequestBadge', () => {
  beforeEach(() => useCountersStore.getState().reset());

  it('sets the badge to the pending count on mount and again when the window regains focus', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider mocks={[answer(2), answer(5)]}>{children}</MockedProvider>
    );
    renderHook(() => useFriendRequestBadge(), { wrapper });
    await waitFor(() => expect(useCountersStore.getState().friendRequestCount).toBe(2));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(useCountersStore.getState().friendRequestCount).toBe(5));
  });
});
