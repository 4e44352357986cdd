import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Search } from 'lucide-react';
import { TEXT_LIMITS } from '@squadup/shared';
import { FilterLayout } from '@/components/ui/filter-layout';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { useDebouncedSearch } from '@/lib/hooks/use-debounced-search';
import { useOnSettledChange } from '@/lib/hooks/use-on-settled-change';
import {
  activePeopleFilterCount,
  peopleMode,
  peopleModeKey,
  type PeopleFilters,
} from '../lib/people-filters';
import {
  peopleFiltersFromParams,
  peopleParamsFor,
  peopleSearchFromParams,
} from '../lib/people-url';
import { PeopleFilterPanel } from './people-filter-panel';
import { PeopleResults } from './people-results';

/** Find People (/people): search, Titles and Skills filters, and the infinite grid of members. */
export function FindPeoplePage() {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const filters = useMemo(
    () => peopleFiltersFromParams(new URLSearchParams(paramsKey)),
    [paramsKey],
  );
  const urlSearch = peopleSearchFromParams(params);
  const [search, setSearch] = useState(urlSearch);
  const settledSearch = useDebouncedSearch(search);

  // The settled search text goes to the address (replacing the entry: no history per keystroke).
  useOnSettledChange(settledSearch, (text) => {
    if (text.trim() === urlSearch.trim()) return;
    setParams(peopleParamsFor(text, filters), { replace: true });
  });

  const setFilters = (next: PeopleFilters) =>
    setParams(peopleParamsFor(settledSearch, next), { replace: true });
  const mode = peopleMode(urlSearch, filters);
  const filterCount = activePeopleFilterCount(filters);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Find People"
        description="Meet members by name, title or skill, and grow your network."
      />
      <FilterLayout
        panel={<PeopleFilterPanel value={filters} onChange={setFilters} />}
        activeCount={filterCount}
        showResultsLabel="Show people"
      >
        <div className="flex flex-col gap-2">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-[1.1rem] -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search people"
              placeholder="Search by name or skills..."
              value={search}
              maxLength={TEXT_LIMITS.searchMax}
              onChange={(event) => setSearch(event.target.value)}
              className="h-12 rounded-2xl pl-10"
            />
          </div>
          {filterCount > 0 && search.trim() !== '' ? (
            <p className="text-xs text-muted-foreground">
              Filters are on, so the search text is not used. Clear the filters to search.
            </p>
          ) : null}
        </div>
        <section aria-label="People">
          <PeopleResults key={peopleModeKey(mode)} mode={mode} />
        </section>
      </FilterLayout>
    </div>
  );
}
