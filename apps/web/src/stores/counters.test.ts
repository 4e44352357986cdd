import { beforeEach, describe, expect, it } from 'vitest';
import { useCountersStore } from './counters';

describe('counters store', () => {
  beforeEach(() => useCountersStore.getState().reset());

  it('never lets the friend request count go below zero', () => {
    useCountersStore.getState().decrementFriendRequests();
    expect(useCountersStore.getState().friendRequestCount).toBe(0);
    useCountersStore.getState().incrementFriendRequests();
    useCountersStore.getState().incrementFriendRequests();
    useCountersStore.getState().decrementFriendRequests();
    expect(useCountersStore.getState().friendRequestCount).toBe(1);
  });

  it('clamps negative counts from the server to zero', () => {
    useCountersStore
      .getState()
      .setInitialCounts({ totalUnread: -3, unreadByChat: { a: -1, b: 4 }, friendRequestCount: -2 });
    expect(useCountersStore.getState()).toMatchObject({
      totalUnread: 0,
      unreadByChat: { a: 0, b: 4 },
      friendRequestCount: 0,
    });
    useCountersStore.getState().setTotalUnread(-1);
    expect(useCountersStore.getState().totalUnread).toBe(0);
  });

  it('tracks unread counts per chat', () => {
    useCountersStore.getState().setChatUnread('chat-1', 5);
    useCountersStore.getState().setChatUnread('chat-2', 2);
    useCountersStore.getState().setChatUnread('chat-1', 0);
    expect(useCountersStore.getState().unreadByChat).toEqual({ 'chat-1': 0, 'chat-2': 2 });
  });
});
