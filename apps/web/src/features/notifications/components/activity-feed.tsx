import { Activity } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { useLoadMore } from '@/lib/hooks/use-load-more';
import { useActivityFeed } from '../hooks/use-activity-feed';
import { ActivityItem } from './activity-item';
import { FeedBody } from './feed-body';

/** The Activity section of /notifications: what happened to the member, newest first, paged. */
export function ActivityFeed() {
  const feed = useActivityFeed();
  const { lines, fetchMore, anyUnread, markRead, markAll, markingAll } = feed;
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
        feed={feed}
        empty={
          <EmptyState
            icon={<Activity />}
            title="No activity yet."
            description="Applications to your posts, answers to yours, accepted connection requests and squad changes will appear here."
          />
        }
      >
        {(shown) => (
          <>
            <ul
              aria-label="Activity"
              className="flex flex-col gap-1 rounded-2xl border border-border bg-card p-1.5 text-card-foreground shadow-soft"
            >
              {shown.map((line) => (
                <li key={line._id}>
                  <ActivityItem line={line} onOpen={markRead} />
                </li>
              ))}
            </ul>
            <LoadMore more={more} />
          </>
        )}
      </FeedBody>
    </section>
  );
}
