import { useCallback, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Compass, Search, Send } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { MyApplicationsQuery, SearchMyApplicationsQuery } from '../api/applications';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { MyApplicationCard } from './my-application-card';

const SEARCH_DEBOUNCE_MS = 300;

/** /my-applications: the projects the member applied to, searchable by project title. */
export function MyApplicationsPage() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const all = useQuery(MyApplicationsQuery, {
    skip: term !== '',
    fetchPolicy: 'cache-and-network',
  });
  const found = useQuery(SearchMyApplicationsQuery, {
    variables: { search: term },
    skip: term === '',
    fetchPolicy: 'cache-and-network',
  });
  const active = term === '' ? all : found;
  const items =
    (term === '' ? all.data?.getApplicationsByUser : found.data?.searchMyApplications) ?? [];
  const { refetch } = active;
  const onStale = useCallback(() => void refetch(), [refetch]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="My Applications" description="Track the projects you applied to." />
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search by project title"
          placeholder="Search by project title..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-10"
        />
      </div>
      {active.loading && !active.data ? (
        <p role="status" className="py-16 text-center text-sm text-muted-foreground">
          Loading...
        </p>
      ) : active.error && !active.data ? (
        <Alert>Error loading applications.</Alert>
      ) : items.length === 0 ? (
        term ? (
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
            action={
              <ButtonLink to="/projects" variant="outline">
                <Compass aria-hidden="true" />
                Discover Projects
              </ButtonLink>
            }
          />
        )
      ) : (
        <ul className="grid gap-5 md:grid-cols-2" aria-label="My applications">
          {items.map((item) => (
            <li key={item.application._id}>
              <MyApplicationCard item={item} onStale={onStale} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
