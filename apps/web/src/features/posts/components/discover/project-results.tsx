import { useCallback, useState } from 'react';
import { SearchX } from 'lucide-react';
import { PAGE_SIZE } from '@squadup/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListEnd } from '@/components/ui/list-end';
import { useProjectsPage } from '../../api/use-projects-page';
import { useInView } from '@/lib/hooks/use-in-view';
import { hasMorePages, type DiscoverMode } from '../../lib/discover';
import { LoadingText } from '@/components/ui/loading-text';
import { PostCard } from '../post-card';

/**
 * The two-column grid with infinite scroll: page 1 first, then one more page each time the last
 * card comes into view while the last page was full. Remount it (key) to start again at page 1.
 */
export function ProjectResults({ mode }: { mode: DiscoverMode }) {
  const [pages, setPages] = useState(1);
  const loadAfter = useCallback(
    (page: number) => setPages((current) => (current === page ? current + 1 : current)),
    [],
  );
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2" data-testid="project-results">
      {Array.from({ length: pages }, (_, index) => (
        <ProjectResultsPage
          key={index + 1}
          mode={mode}
          page={index + 1}
          isLast={index + 1 === pages}
          onLoadMore={loadAfter}
        />
      ))}
    </div>
  );
}

interface PageProps {
  mode: DiscoverMode;
  page: number;
  isLast: boolean;
  onLoadMore: (page: number) => void;
}

function ProjectResultsPage({ mode, page, isLast, onLoadMore }: PageProps) {
  const { items, loading, error, retry } = useProjectsPage(mode, page);
  const lastCardRef = useInView<HTMLElement>(() => onLoadMore(page));
  const full = items !== undefined && hasMorePages(items.length, PAGE_SIZE.projects);

  let status = null;
  if (isLast) {
    if (error && !items) {
      status = (
        <div className="flex flex-col items-center gap-3 py-6">
          <p role="alert" className="text-sm font-medium text-destructive">
            Error loading posts
          </p>
          <Button variant="outline" size="sm" onClick={retry} disabled={loading}>
            Try again
          </Button>
        </div>
      );
    } else if (!items) {
      status = loading ? <LoadingText /> : null;
    } else if (page === 1 && items.length === 0) {
      status = (
        <EmptyState
          icon={<SearchX />}
          title="No posts found"
          description="Try adjusting your filters or search to find more projects."
        />
      );
    } else if (!full) {
      status = <ListEnd>No more projects.</ListEnd>;
    }
  }

  return (
    <>
      {items?.map((item, index) => (
        <PostCard
          key={item._id}
          post={item}
          ref={isLast && full && index === items.length - 1 ? lastCardRef : undefined}
        />
      ))}
      {status ? <div className="col-span-full">{status}</div> : null}
    </>
  );
}
