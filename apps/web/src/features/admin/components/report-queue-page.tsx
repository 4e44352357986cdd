import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { Inbox } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/loading-text';
import { PageHeader } from '@/components/ui/page-header';
import type { ReportStatus, ReportSubjectType } from '@/gql/graphql';
import { cn } from '@/lib/cn';
import { LoadMore } from '@/components/ui/load-more';
import { MY_LISTS_PAGE_SIZE, useLoadMore } from '@/lib/hooks/use-load-more';
import { AdminReportsQuery } from '../api/admin';
import { STATUS_TABS, SUBJECT_FILTERS } from '../lib/admin-texts';
import { ReportRow } from './report-row';

const isStatus = (value: string | null): value is ReportStatus =>
  value === 'open' || value === 'resolved';
const isKind = (value: string | null): value is ReportSubjectType =>
  value === 'post' || value === 'user' || value === 'message';

/** /admin: the report queue, open or resolved, newest first, optionally one kind; in the address. */
export function ReportQueuePage() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const rawKind = params.get('kind');
  const status: ReportStatus = isStatus(rawStatus) ? rawStatus : 'open';
  const kind = isKind(rawKind) ? rawKind : null;
  const setFilter = (next: { status?: ReportStatus; kind?: ReportSubjectType | null }) => {
    const merged = {
      status: next.status ?? status,
      kind: next.kind === undefined ? kind : next.kind,
    };
    const search = new URLSearchParams();
    if (merged.status !== 'open') search.set('status', merged.status);
    if (merged.kind) search.set('kind', merged.kind);
    setParams(search, { replace: true });
  };

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Reports" description="What members reported, newest first." />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="group" aria-label="Status" className="inline-flex rounded-xl bg-muted p-1">
          {STATUS_TABS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={status === value}
              onClick={() => setFilter({ status: value })}
              className={cn(
                'h-8 rounded-lg px-4 text-sm font-semibold text-muted-foreground transition-colors',
                'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                status === value && 'bg-card text-foreground shadow-soft',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        <div role="group" aria-label="Kind" className="flex flex-wrap gap-1.5">
          {SUBJECT_FILTERS.map(({ value, label }) => (
            <button
              key={label}
              type="button"
              aria-pressed={kind === value}
              onClick={() => setFilter({ kind: value })}
              className={cn(
                'h-8 rounded-full border border-border px-3.5 text-sm font-semibold text-foreground/80 transition-colors',
                'hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                kind === value &&
                  'border-primary bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {/* A new filter is a new list: remounting starts it at page 1. */}
      <ReportList key={`${status}-${kind ?? 'all'}`} status={status} kind={kind} />
    </div>
  );
}

function ReportList({ status, kind }: { status: ReportStatus; kind: ReportSubjectType | null }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminReportsQuery, {
    variables: { status, subjectType: kind, page: 1, limit: MY_LISTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    context: { skipErrorToast: true },
  });
  const reports = data?.adminReports;
  const more = useLoadMore(reports?.length ?? 0, async (page) => {
    const { data: next } = await fetchMore({ variables: { page } });
    return next?.adminReports.length ?? 0;
  });

  if (error && !reports) {
    return (
      <LoadError retrying={loading} onRetry={() => void refetch().catch(() => undefined)}>
        Error loading reports.
      </LoadError>
    );
  }
  if (!reports) return loading ? <LoadingText /> : null;
  if (reports.length === 0) {
    return (
      <EmptyState
        icon={<Inbox />}
        title={status === 'open' ? 'No open reports.' : 'No resolved reports yet.'}
        description={
          status === 'open'
            ? 'When members report a post, a profile or a message, it waits here.'
            : 'Reports you dismiss or act on are kept here.'
        }
      />
    );
  }
  return (
    <>
      <ul
        aria-label={`${status === 'open' ? 'Open' : 'Resolved'} reports`}
        className="flex flex-col gap-2"
      >
        {reports.map((report) => (
          <li key={report._id}>
            <ReportRow report={report} context={report.context} />
          </li>
        ))}
      </ul>
      <LoadMore more={more} />
    </>
  );
}
