import { useCallback, useState } from 'react';
import { UsersRound } from 'lucide-react';
import { PAGE_SIZE } from '@squadup/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListEnd } from '@/components/ui/list-end';
import { LoadingText } from '@/components/ui/loading-text';
import { useInView } from '@/lib/hooks/use-in-view';
import { usePeoplePage } from '../api/use-people-page';
import type { PeopleMode } from '../lib/people-filters';
import { PersonCard } from './person-card';

/**
 * The two-column grid with infinite scroll: page 1 first, then one more page each time the last
 * card comes into view while the last page was full. Remount it (key) to start again at page 1.
 */
export function PeopleResults({ mode }: { mode: PeopleMode }) {
  const [pages, setPages] = useState(1);
  const loadAfter = useCallback(
    (page: number) => setPages((current) => (current === page ? current + 1 : current)),
    [],
  );
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2" data-testid="people-results">
      {Array.from({ length: pages }, (_, index) => (
        <PeopleResultsPage
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
  mode: PeopleMode;
  page: number;
  isLast: boolean;
  onLoadMore: (page: number) => void;
}

function PeopleResultsPage({ mode, page, isLast, onLoadMore }: PageProps) {
  const { items, loading, error, retry } = usePeoplePage(mode, page);
  const lastCardRef = useInView<HTMLElement>(() => onLoadMore(page));
  // More pages are assumed while the last page came back full.
  const full = items !== undefined && items.length >= PAGE_SIZE.people;

  let status = null;
  if (isLast) {
    if (error && !items) {
      status = (
        <div className="flex flex-col items-center gap-3 py-6">
          <p role="alert" className="text-sm font-medium text-destructive">
            Error loading people.
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
          icon={<UsersRound />}
          title="No people found"
          description="Try adjusting your filters or search to find more people."
        />
      );
    } else if (!full) {
      status = <ListEnd>No more people.</ListEnd>;
    }
  }

  return (
    <>
      {items?.map((item, index) => (
        <PersonCard
          key={item._id}
          person={item}
          ref={isLast && full && index === items.length - 1 ? lastCardRef : undefined}
        />
      ))}
      {status ? <div className="col-span-full">{status}</div> : null}
    </>
  );
}
