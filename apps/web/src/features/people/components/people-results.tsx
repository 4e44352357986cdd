import { UsersRound } from 'lucide-react';
import { PAGE_SIZE } from '@squadup/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { InfiniteResults } from '@/components/ui/infinite-results';
import { usePeoplePage } from '../api/use-people-page';
import type { PeopleMode } from '../lib/people-filters';
import { PersonCard } from './person-card';

/** Find People's infinite two-column grid. Remount it (key) to start again at page 1. */
export function PeopleResults({ mode }: { mode: PeopleMode }) {
  return (
    <InfiniteResults
      testId="people-results"
      query={mode}
      usePage={usePeoplePage}
      pageSize={PAGE_SIZE.people}
      renderItem={(person, ref) => <PersonCard person={person} ref={ref} />}
      errorText="Error loading people."
      empty={
        <EmptyState
          icon={<UsersRound />}
          title="No people found"
          description="Try adjusting your filters or search to find more people."
        />
      }
      endText="No more people."
    />
  );
}
