import { Bell, MessageCircle } from 'lucide-react';
import { useCountersStore } from '@/stores/counters';
import { NavIconLink } from './nav-icon-link';

/** The chat and notifications icons with their live badges, shared by the desktop and mobile bars. */
export function CounterLinks() {
  const totalUnread = useCountersStore((s) => s.totalUnread);
  // The bell counts what waits for the member there: pending requests plus unread activity.
  const notificationCount = useCountersStore((s) => s.friendRequestCount + s.activityCount);
  return (
    <>
      <NavIconLink
        to="/chat"
        label="Messages"
        icon={MessageCircle}
        count={totalUnread}
        countLabel="unread messages"
      />
      <NavIconLink
        to="/notifications"
        label="Notifications"
        icon={Bell}
        count={notificationCount}
        countLabel="notifications"
      />
    </>
  );
}
