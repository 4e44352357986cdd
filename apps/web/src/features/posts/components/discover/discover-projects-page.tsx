import { Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { FilterLayout } from '@/components/ui/filter-layout';
import { PageHeader } from '@/components/ui/page-header';
import { useUrlSearch, type SearchUrl } from '@/lib/hooks/use-url-search';
import {
  activeFilterCount,
  discoverKey,
  discoverMode,
  type DiscoverMode,
  type ProjectFilters,
} from '../../lib/discover';
import { RECOMMENDED_SHOWN } from '../../api/discover-first-screen';
import { filtersFromParams, paramsFor, searchFromParams } from '../../lib/discover-url';
import { EventFilterNote } from './event-filter-note';
import { ProjectFilterPanel } from './project-filter-panel';
import { ProjectResults } from './project-results';
import { RecommendedStrip } from './recommended-strip';

const projectsUrl: SearchUrl<ProjectFilters> = {
  filtersFrom: filtersFromParams,
  searchFrom: searchFromParams,
  paramsFor,
};

const projectsSearch = {
  label: 'Search projects',
  placeholder: 'Search by skill, branch, or domain...',
};

/** The grid of Discover, headed 'All projects' when it lists every open post. */
function Projects({ mode }: { mode: DiscoverMode }) {
  return (
    <section aria-label="Projects" className="flex flex-col gap-3">
      {mode.kind === 'all' ? (
        <h2 className="text-base font-semibold tracking-tight">All projects</h2>
      ) : null}
      <ProjectResults key={discoverKey(mode)} mode={mode} />
    </section>
  );
}

/**
 * Discover Projects (/projects): search, filters (the two combine), recommendations and the
 * infinite grid, which leaves out the recommended posts shown above it.
 */
export function DiscoverProjectsPage() {
  const { filters, setFilters, search, setSearch, urlSearch } = useUrlSearch(projectsUrl);
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
        search={{ ...projectsSearch, value: search, onChange: setSearch }}
        searchWithFilters
      >
        {filters.event_id ? (
          <EventFilterNote
            eventId={filters.event_id}
            onClear={() => setFilters({ ...filters, event_id: null })}
          />
        ) : null}
        {mode.kind === 'all' ? (
          <RecommendedStrip>
            <Projects mode={{ kind: 'all', excludeRecommended: RECOMMENDED_SHOWN }} />
          </RecommendedStrip>
        ) : (
          <Projects mode={mode} />
        )}
      </FilterLayout>
    </div>
  );
}
