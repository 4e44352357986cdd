import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Plus, Search, SlidersHorizontal } from 'lucide-react';
import { TEXT_LIMITS } from '@squadup/shared';
import { Button, ButtonLink } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Sheet } from '@/components/ui/sheet';
import { useDebouncedSearch } from '../../hooks/use-debounced-search';
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
  const [sheetOpen, setSheetOpen] = useState(false);
  const settledSearch = useDebouncedSearch(search);

  // The settled search text goes to the address (replacing the entry: no history per keystroke).
  useEffect(() => {
    if (settledSearch.trim() === urlSearch.trim()) return;
    setParams(paramsFor(settledSearch, filters), { replace: true });
  }, [settledSearch, urlSearch, filters, setParams]);

  const setFilters = (next: ProjectFilters) =>
    setParams(paramsFor(settledSearch, next), { replace: true });
  const mode = discoverMode(urlSearch, filters);
  const filterCount = activeFilterCount(filters);
  // Stable, so the sheet does not move focus back to its start on every keystroke.
  const closeSheet = useCallback(() => setSheetOpen(false), []);

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

      <div className="grid items-start gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <aside
          aria-label="Filters"
          className="sticky top-24 hidden max-h-[calc(100dvh-7rem)] overflow-y-auto rounded-2xl border border-border bg-card p-5 shadow-soft lg:block"
        >
          <h2 className="mb-5 flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            Filters
          </h2>
          <ProjectFilterPanel value={filters} onChange={setFilters} />
        </aside>

        <div className="flex min-w-0 flex-col gap-6">
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
        </div>
      </div>

      <Button
        onClick={() => setSheetOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={sheetOpen}
        className="fixed right-4 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-30 h-12 rounded-full px-5 shadow-lifted md:bottom-6 lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" />
        Filters
        {filterCount > 0 ? (
          <span className="ml-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary-foreground px-1 text-xs font-bold text-primary">
            {filterCount}
          </span>
        ) : null}
      </Button>
      <Sheet open={sheetOpen} onClose={closeSheet} title="Filters">
        <div className="px-2 pt-2 pb-4">
          <ProjectFilterPanel value={filters} onChange={setFilters} />
          <Button size="lg" className="mt-6 w-full" onClick={closeSheet}>
            Show projects
          </Button>
        </div>
      </Sheet>
    </div>
  );
}
