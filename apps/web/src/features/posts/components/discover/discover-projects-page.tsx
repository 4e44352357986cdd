import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Plus, Search } from 'lucide-react';
import { TEXT_LIMITS } from '@squadup/shared';
import { ButtonLink } from '@/components/ui/button';
import { FilterLayout } from '@/components/ui/filter-layout';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { useDebouncedSearch } from '@/lib/hooks/use-debounced-search';
import { useOnSettledChange } from '@/lib/hooks/use-on-settled-change';
import {
  activeFilterCount,
  discoverKey,
  discoverMode,
  type ProjectFilters,
} from '../../lib/discover';
import { filtersFromParams, paramsFor, searchFromParams } from '../../lib/discover-url';
import { ProjectFilterPanel } from './project-filter-panel';
import { ProjectResults } from './project-results';
import { RecommendedStrip } from './recommended-strip';

/** Discover Projects (/projects): search, filters, recommendations and the infinite grid. */
export function DiscoverProjectsPage() {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(paramsKey)), [paramsKey]);
  const urlSearch = searchFromParams(params);
  const [search, setSearch] = useState(urlSearch);
  const settledSearch = useDebouncedSearch(search);

  // The settled search text goes to the address (replacing the entry: no history per keystroke).
  useOnSettledChange(settledSearch, (text) => {
    if (text.trim() === urlSearch.trim()) return;
    setParams(paramsFor(text, filters), { replace: true });
  });

  const setFilters = (next: ProjectFilters) =>
    setParams(paramsFor(settledSearch, next), { replace: true });
  const mode = discoverMode(urlSearch, filters);
  const filterCount = activeFilterCount(filters);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Discover Projects"
        description="Find projects that need someone like you."
        actions={
          <ButtonLink to="/post/new">
            <Plus aria-hidden="true" />
            Post a project
          </ButtonLink>
        }
      />

      <FilterLayout
        panel={<ProjectFilterPanel value={filters} onChange={setFilters} />}
        activeCount={filterCount}
        showResultsLabel="Show projects"
      >
        <div className="flex flex-col gap-2">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-[1.1rem] -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search projects"
              placeholder="Search by skill, branch, or domain..."
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

        {mode.kind === 'all' ? <RecommendedStrip /> : null}

        <section aria-label="Projects" className="flex flex-col gap-3">
          {mode.kind === 'all' ? (
            <h2 className="text-base font-semibold tracking-tight">All projects</h2>
          ) : null}
          <ProjectResults key={discoverKey(mode)} mode={mode} />
        </section>
      </FilterLayout>
    </div>
  );
}
