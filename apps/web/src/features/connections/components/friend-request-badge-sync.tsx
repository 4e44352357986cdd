import { useFriendRequestBadge } from '../hooks/use-friend-request-badge';

/** Renders nothing: mounted once in the signed-in layout so live request changes refresh the lists. */
export function FriendRequestBadgeSync() {
  useFriendRequestBadge();
  return null;
}
