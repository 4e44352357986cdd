import { FilterLayout } from '@/components/ui/filter-layout';
import { PageHeader } from '@/components/ui/page-header';
import { useUrlSearch, type SearchUrl } from '@/lib/hooks/use-url-search';
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

const peopleUrl: SearchUrl<PeopleFilters> = {
  filtersFrom: peopleFiltersFromParams,
  searchFrom: peopleSearchFromParams,
  paramsFor: peopleParamsFor,
};

const peopleSearch = { label: 'Search people', placeholder: 'Search by name or skills...' };

/** Find People (/people): search, Titles and Skills filters, and the infinite grid of members. */
export function FindPeoplePage() {
  const { filters, setFilters, search, setSearch, urlSearch } = useUrlSearch(peopleUrl);
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
        search={{ ...peopleSearch, value: search, onChange: setSearch }}
      >
        <section aria-label="People">
          <PeopleResults key={peopleModeKey(mode)} mode={mode} />
        </section>
      </FilterLayout>
    </div>
  );
}
