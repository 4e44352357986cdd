import { useQuery } from '@apollo/client/react';
import { MY_LISTS_PAGE_SIZE } from '@/lib/hooks/use-load-more';
import { toast } from '@/lib/toast';
import { ActivityFeedQuery } from '../api/activity';
import { useMarkActivityRead } from './use-mark-activity-read';

const FIRST_PAGE = { page: 1, limit: MY_LISTS_PAGE_SIZE };

/**
 * The member's activity feed from its first page, with marking read: the full page and the bell's
 * panel read the same cached list, so a line marked read in one is read in the other.
 */
export function useActivityFeed() {
  const query = useQuery(ActivityFeedQuery, {
    variables: FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const { markRead, markAllRead, markingAll } = useMarkActivityRead();
  const lines = query.data?.getActivity;

  const markAll = () =>
    void markAllRead(lines?.map((line) => line._id) ?? []).catch(() =>
      toast.error('Failed to mark activity as read'),
    );

  return {
    ...query,
    lines,
    anyUnread: lines?.some((line) => line.unread) ?? false,
    markRead: (activityId: string) => void markRead(activityId),
    markAll,
    markingAll,
  };
}
