import { useCountersStore } from '@/stores/counters';

interface SquadChat {
  chat_id: string;
  unread_count: number;
}

/**
 * A squad chat's unread count: the live counter the socket keeps per chat (initialCounts, then
 * chatUnreadUpdate), else the count the squad was loaded with (before the socket has said anything
 * about this chat).
 */
export function useSquadUnread(squad: SquadChat): number {
  return useCountersStore((state) => state.unreadByChat[squad.chat_id] ?? squad.unread_count);
}

/** The unread messages of several squad chats together, counted the same way. */
export function useSquadsUnreadTotal(squads: readonly SquadChat[] | undefined): number {
  return useCountersStore((state) =>
    (squads ?? []).reduce(
      (sum, squad) => sum + (state.unreadByChat[squad.chat_id] ?? squad.unread_count),
      0,
    ),
  );
}
