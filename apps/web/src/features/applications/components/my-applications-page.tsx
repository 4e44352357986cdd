import { useCallback, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Search, Send } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchInput } from '@/components/ui/search-input';
import { PageHeader } from '@/components/ui/page-header';
import { MyApplicationsQuery, SearchMyApplicationsQuery } from '../api/applications';
import { useDebouncedSearch } from '@/lib/hooks/use-debounced-search';
import { MY_LISTS_PAGE_SIZE, useLoadMore } from '@/lib/hooks/use-load-more';
import { MyApplicationCard } from './my-application-card';
import { LoadMore } from '@/components/ui/load-more';
import { DiscoverProjectsLink } from '@/components/post/discover-projects-link';

const SEARCH_DEBOUNCE_MS = 300;
const FIRST_PAGE = { page: 1, limit: MY_LISTS_PAGE_SIZE };

/** /my-applications: the projects the member applied to, searchable by project title. */
export function MyApplicationsPage() {
  const [search, setSearch] = useState('');
  const term = useDebouncedSearch(search, SEARCH_DEBOUNCE_MS).trim();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="My Applications" description="Track the projects you applied to." />
      <SearchInput
        label="Search by project title"
        placeholder="Search by project title..."
        value={search}
        onChange={setSearch}
        className="max-w-md"
        iconClassName="left-3.5 size-4"
        inputClassName="pl-10"
      />
      {/* Keyed by the search, so paging starts over whenever it changes. */}
      <MyApplicationsResults key={term} term={term} />
    </div>
  );
}

/** Every application (no search) or those whose project title matches `term`. */
function MyApplicationsResults({ term }: { term: string }) {
  const searching = term !== '';
  const all = useQuery(MyApplicationsQuery, {
    variables: FIRST_PAGE,
    skip: searching,
    fetchPolicy: 'cache-and-network',
  });
  const found = useQuery(SearchMyApplicationsQuery, {
    variables: { search: term, ...FIRST_PAGE },
    skip: !searching,
    fetchPolicy: 'cache-and-network',
  });
  const active = searching ? found : all;
  const items =
    (searching ? found.data?.searchMyApplications : all.data?.getApplicationsByUser) ?? [];
  const { refetch } = active;
  const onStale = useCallback(() => void refetch(), [refetch]);

  // The cache's type policies (lib/apollo-cache.ts) add each page to the list.
  const more = useLoadMore(items.length, async (page) => {
    if (searching) {
      const { data } = await found.fetchMore({ variables: { page } });
      return data?.searchMyApplications.length ?? 0;
    }
    const { data } = await all.fetchMore({ variables: { page } });
    return data?.getApplicationsByUser.length ?? 0;
  });

  if (active.loading && !active.data) {
    return (
      <p role="status" className="py-16 text-center text-sm text-muted-foreground">
        Loading...
      </p>
    );
  }
  if (active.error && !active.data) return <Alert>Error loading applications.</Alert>;
  if (items.length === 0) {
    return searching ? (
      <EmptyState
        icon={<Search aria-hidden="true" />}
        title="No matching applications"
        description={`None of your applications is for a project titled like "${term}".`}
      />
    ) : (
      <EmptyState
        icon={<Send aria-hidden="true" />}
        title="No applications yet"
        description="When you apply to a project, you can follow its status here."
        action={<DiscoverProjectsLink />}
      />
    );
  }
  return (
    <>
      <ul className="grid gap-5 md:grid-cols-2" aria-label="My applications">
        {items.map((item) => (
          <li key={item.application._id}>
            <MyApplicationCard item={item} onStale={onStale} />
          </li>
        ))}
      </ul>
      <LoadMore more={more} />
    </>
  );
}
