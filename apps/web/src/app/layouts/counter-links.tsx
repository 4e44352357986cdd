import { MessageCircle } from 'lucide-react';
import { useCountersStore } from '@/stores/counters';
import { NavIconLink } from './nav-icon-link';
import { NotificationsBell } from './notifications-bell';

/** The chat and notifications icons with their live badges, shared by the desktop and mobile bars. */
export function CounterLinks() {
  const totalUnread = useCountersStore((s) => s.totalUnread);
  return (
    <>
      <NavIconLink
        to="/chat"
        label="Messages"
        icon={MessageCircle}
        count={totalUnread}
        countLabel="unread messages"
      />
      <NotificationsBell />
    </>
  );
}
