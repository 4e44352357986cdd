import { Button } from '@/components/ui/button';
import { MY_LISTS_PAGE_SIZE } from '@/lib/hooks/use-load-more';
import { useActivityFeed } from '../hooks/use-activity-feed';
import { FeedBody } from './feed-body';
import { ActivityItem } from './activity-item';

/**
 * The newest activity lines (the feed's first page; the page pages on), with Mark all as read,
 * for the bell's panel, which scrolls.
 */
export function ActivityPreview() {
  const feed = useActivityFeed();
  const { anyUnread, markRead, markAll, markingAll } = feed;
  return (
    <section aria-labelledby="activity-preview-heading" className="flex flex-col gap-1">
      <div className="flex min-h-8 items-center justify-between gap-2 px-2">
        <h3
          id="activity-preview-heading"
          className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        >
          Activity
        </h3>
        {anyUnread ? (
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-2"
            disabled={markingAll}
            onClick={markAll}
          >
            Mark all as read
          </Button>
        ) : null}
      </div>
      <FeedBody
        feed={feed}
        empty={
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">No activity yet.</p>
        }
      >
        {(shown) => (
          <ul aria-label="Activity" className="flex flex-col gap-0.5">
            {shown.slice(0, MY_LISTS_PAGE_SIZE).map((line) => (
              <li key={line._id}>
                <ActivityItem line={line} onOpen={markRead} />
              </li>
            ))}
          </ul>
        )}
      </FeedBody>
    </section>
  );
}
