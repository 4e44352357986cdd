import { useQuery } from '@apollo/client/react';
import { CountBadge } from '@/components/ui/count-badge';
import { GetMySquadsQuery } from '../api/my-squads';
import { useSquadsUnreadTotal } from '../hooks/use-squad-unread';

/**
 * The unread messages of all the viewer's squad chats, beside "My Squads" in the menus. Rendered
 * only while a menu is open, so the squads are asked for then, not on every screen.
 */
export function MySquadsUnreadBadge() {
  const { data } = useQuery(GetMySquadsQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    // A badge that cannot load simply does not show.
    context: { skipErrorToast: true },
  });
  const total = useSquadsUnreadTotal(data?.getMySquads);
  return <CountBadge count={total} label="unread squad messages" className="ring-0" />;
}
