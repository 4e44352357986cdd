import { useRef } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useSocketEvent } from '@/lib/realtime/use-socket-event';
import { refetchAfterNews } from '@/lib/refetch-after-news';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-storage';
import { LoadSquadQuery } from '../api/squad-operations';
import { forgetSquad } from '../lib/forget-squad';

export const REMOVED_NOTICE = 'You were removed from this squad';

/**
 * One squad (the squad page), kept live: a squadUpdate for it refetches it (a member joined or
 * left, the seats moved, or another member changed the workspace). When the viewer is the
 * member removed, the page says so and goes to My Squads (the squad is no longer theirs to see).
 * `leavingRef` is set while the viewer's own Leave is under way, whose event must not refetch a squad
 * they are no longer in.
 */
export function useSquad(postId: string) {
  const viewerId = useAuthStore((state) => state.user?._id);
  const navigate = useNavigate();
  const client = useApolloClient();
  const leavingRef = useRef(false);
  const query = useQuery(LoadSquadQuery, {
    variables: { postId },
    skip: !postId,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    // The page says what went wrong itself (the not-found page, or an error with Try again).
    context: { skipErrorToast: true },
  });

  const refresh = () => {
    refetchAfterNews(query.observable).catch((cause: unknown) =>
      console.error('Refreshing the squad failed', cause),
    );
  };

  useSocketEvent('squadUpdate', ({ postId: changed, userId, change }) => {
    if (changed !== postId || leavingRef.current) return;
    if (userId === viewerId && change === 'removed') {
      forgetSquad(client.cache, postId);
      toast.info(REMOVED_NOTICE);
      void navigate('/squads', { replace: true });
      return;
    }
    refresh();
  });

  // A change made while this page had no connection (it opens after the page's code has run, and
  // a lost one takes a while to come back) sent an event nobody heard. Each (re)connection starts
  // with the member's counts: read the squad again then, as My Squads does.
  useSocketEvent('initialCounts', () => {
    if (!postId || leavingRef.current) return;
    refresh();
  });

  return { ...query, squad: query.data?.loadSquad, leavingRef };
}
