import { Button } from '@/components/ui/button';

interface LoadMoreProps {
  more: { hasMore: boolean; loading: boolean; loadMore: () => Promise<void> };
}

/** The button under a paged list; nothing once every page is in. */
export function LoadMore({ more }: LoadMoreProps) {
  if (!more.hasMore) return null;
  return (
    <div className="flex justify-center">
      <Button variant="outline" disabled={more.loading} onClick={() => void more.loadMore()}>
        {more.loading ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
