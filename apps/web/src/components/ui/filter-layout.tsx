import { useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from './button';
import { SearchBox, type SearchBoxProps } from './search-box';
import { Sheet } from './sheet';

interface FilterLayoutProps {
  /** The filter controls; rendered in the sidebar and, on small screens, in the sheet. */
  panel: ReactNode;
  /** Chosen filters, shown on the small screens' Filters button. */
  activeCount: number;
  /** The sheet's closing button, e.g. 'Show projects'. */
  showResultsLabel: string;
  /** The search box heading the main column; it notes when chosen filters win over the text. */
  search: Omit<SearchBoxProps, 'filtersOn' | 'className'>;
  /** The list applies the search text within the filters (Discover): no "not used" note. */
  searchWithFilters?: boolean;
  /** The main column's results, below the search box. */
  children: ReactNode;
}

/**
 * The discover screens' filter panel: a fixed sidebar on large screens; on small
 * screens a Filters button opens a bottom sheet titled 'Filters'. That button sits beside the
 * search box rather than floating over the list: floating at the right, it
 * lay over the cards' Apply buttons, which line up at the right edge of a phone's single column,
 * wherever the member stopped scrolling (docs/decisions/0031).
 */
export function FilterLayout({
  panel,
  activeCount,
  showResultsLabel,
  search,
  searchWithFilters = false,
  children,
}: FilterLayoutProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const closeSheet = () => setSheetOpen(false);
  return (
    <>
      {/* The search comes first in the page's order (and so for the keyboard and screen readers),
          then the filters, then the results; on large screens the grid still draws the filters
          as the left column beside both. */}
      <div className="grid items-start gap-x-8 gap-y-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
        <div className="flex min-w-0 items-start gap-2 lg:col-start-2 lg:row-start-1">
          <SearchBox
            {...search}
            filtersOn={activeCount > 0 && !searchWithFilters}
            className="min-w-0 flex-1"
          />
          <Button
            onClick={() => setSheetOpen(true)}
            aria-haspopup="dialog"
            aria-expanded={sheetOpen}
            variant="outline"
            className="h-12 shrink-0 rounded-2xl bg-card px-4 lg:hidden"
          >
            <SlidersHorizontal aria-hidden="true" />
            Filters
            {activeCount > 0 ? (
              <span className="ml-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary-fill px-1 text-xs font-bold text-primary-foreground">
                {activeCount}
              </span>
            ) : null}
          </Button>
        </div>
        <aside
          aria-label="Filters"
          className="sticky top-24 hidden max-h-[calc(100dvh-7rem)] overflow-y-auto rounded-2xl border border-border bg-card p-5 shadow-soft lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:block"
        >
          <h2 className="mb-5 flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            Filters
          </h2>
          {panel}
        </aside>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-2 lg:row-start-2">{children}</div>
      </div>

      <Sheet open={sheetOpen} onClose={closeSheet} title="Filters">
        <div className="px-2 pt-2 pb-4">
          {panel}
          <Button size="lg" className="mt-6 w-full" onClick={closeSheet}>
            {showResultsLabel}
          </Button>
        </div>
      </Sheet>
    </>
  );
}
