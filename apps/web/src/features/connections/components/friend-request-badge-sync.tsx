import { useFriendRequestBadge } from '../hooks/use-friend-request-badge';

/** Renders nothing: mounted once in the signed-in layout to feed the request badge. */
export function FriendRequestBadgeSync() {
  useFriendRequestBadge();
  return null;
}
