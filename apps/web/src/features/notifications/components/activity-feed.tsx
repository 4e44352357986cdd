import type { ReactNode } from 'react';
import { Activity } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/loading-text';
import { LoadMore } from '@/components/ui/load-more';
import { useLoadMore } from '@/lib/hooks/use-load-more';
import { useActivityFeed } from '../hooks/use-activity-feed';
import { ActivityItem } from './activity-item';

/** The Activity section of /notifications: what happened to the member, newest first, paged. */
export function ActivityFeed() {
  const { lines, loading, error, refetch, fetchMore, anyUnread, markRead, markAll, markingAll } =
    useActivityFeed();
  // The cache's paging policy (lib/apollo-cache.ts) adds each page to the list.
  const more = useLoadMore(lines?.length ?? 0, async (page) => {
    const { data: next } = await fetchMore({ variables: { page } });
    return next?.getActivity.length ?? 0;
  });

  return (
    <section aria-labelledby="activity-heading" className="flex flex-col gap-3">
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
        <h2 id="activity-heading" className="text-lg font-semibold">
          Activity
        </h2>
        {anyUnread ? (
          <Button variant="outline" size="sm" disabled={markingAll} onClick={markAll}>
            Mark all as read
          </Button>
        ) : null}
      </div>
      <FeedBody
        state={error && !lines ? 'error' : !lines ? (loading ? 'loading' : 'none') : 'ready'}
        retrying={loading}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {lines && lines.length > 0 ? (
          <>
            <ul
              aria-label="Activity"
              className="flex flex-col gap-1 rounded-2xl border border-border bg-card p-1.5 text-card-foreground shadow-soft"
            >
              {lines.map((line) => (
                <li key={line._id}>
                  <ActivityItem line={line} onOpen={markRead} />
                </li>
              ))}
            </ul>
            <LoadMore more={more} />
          </>
        ) : (
          <EmptyState
            icon={<Activity />}
            title="No activity yet."
            description="Applications to your posts, answers to yours, accepted connection requests and squad changes will appear here."
          />
        )}
      </FeedBody>
    </section>
  );
}

interface FeedBodyProps {
  state: 'loading' | 'error' | 'none' | 'ready';
  retrying: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/** The list's loading and error states in place of the list (the page's and the bell's). */
export function FeedBody({ state, retrying, onRetry, children }: FeedBodyProps) {
  if (state === 'error') {
    return (
      <LoadError retrying={retrying} onRetry={onRetry}>
        Error loading activity.
      </LoadError>
    );
  }
  if (state === 'loading') return <LoadingText />;
  if (state === 'none') return null;
  return <>{children}</>;
}
