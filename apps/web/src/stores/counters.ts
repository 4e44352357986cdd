import { create } from 'zustand';
import type { CounterSink } from '@/lib/realtime/manager';

/**
 * Navigation-bar counters fed by realtime events; its actions are
 * the sink the realtime manager feeds.
 */
interface CountersState extends CounterSink {
  totalUnread: number;
  unreadByChat: Record<string, number>;
  friendRequestCount: number;
  /** Unread activity items; the bell shows it with friendRequestCount. */
  activityCount: number;
}

// Server events can race (a decrement arriving before the count it applies to); a counter never shows below zero.
const nonNegative = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0);

const initialCounts = { totalUnread: 0, unreadByChat: {}, friendRequestCount: 0, activityCount: 0 };

export const useCountersStore = create<CountersState>()((set) => ({
  ...initialCounts,
  setInitialCounts: ({ totalUnread, unreadByChat = {}, friendRequestCount, activityCount = 0 }) =>
    set({
      totalUnread: nonNegative(totalUnread),
      unreadByChat: Object.fromEntries(
        Object.entries(unreadByChat).map(([id, n]) => [id, nonNegative(n)]),
      ),
      friendRequestCount: nonNegative(friendRequestCount),
      activityCount: nonNegative(activityCount),
    }),
  setChatUnread: (chatId, count) =>
    set((state) => ({ unreadByChat: { ...state.unreadByChat, [chatId]: nonNegative(count) } })),
  setTotalUnread: (count) => set({ totalUnread: nonNegative(count) }),
  setFriendRequestCount: (count) => set({ friendRequestCount: nonNegative(count) }),
  incrementFriendRequests: () =>
    set((state) => ({ friendRequestCount: state.friendRequestCount + 1 })),
  decrementFriendRequests: () =>
    set((state) => ({ friendRequestCount: nonNegative(state.friendRequestCount - 1) })),
  setActivityCount: (count) => set({ activityCount: nonNegative(count) }),
  reset: () => set(initialCounts),
}));
