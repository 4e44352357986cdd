import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ScrollText } from 'lucide-react';
import { MemberAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/loading-text';
import { PageHeader } from '@/components/ui/page-header';
import { LoadMore } from '@/components/ui/load-more';
import { MY_LISTS_PAGE_SIZE, useLoadMore } from '@/lib/hooks/use-load-more';
import { AdminAuditLogQuery } from '../api/admin';
import {
  ACTION_LABELS,
  SUBJECT_LABELS,
  dateTime,
  memberName,
  suspensionEnd,
} from '../lib/admin-texts';

/** /admin/audit: every operator action, newest first: who, what, when, why. */
export function AuditLogPage() {
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminAuditLogQuery, {
    variables: { page: 1, limit: MY_LISTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    context: { skipErrorToast: true },
  });
  const actions = data?.adminAuditLog;
  const more = useLoadMore(actions?.length ?? 0, async (page) => {
    const { data: next } = await fetchMore({ variables: { page } });
    return next?.adminAuditLog.length ?? 0;
  });

  let body;
  if (error && !actions) {
    body = (
      <LoadError retrying={loading} onRetry={() => void refetch().catch(() => undefined)}>
        Error loading the audit log.
      </LoadError>
    );
  } else if (!actions) {
    body = loading ? <LoadingText /> : null;
  } else if (actions.length === 0) {
    body = (
      <EmptyState
        icon={<ScrollText />}
        title="No actions yet."
        description="Every dismissal, hidden post or message and suspension is recorded here."
      />
    );
  } else {
    body = (
      <>
        <ol
          aria-label="Audit log"
          className="flex flex-col divide-y divide-border rounded-2xl border border-border bg-card text-card-foreground shadow-soft"
        >
          {actions.map((entry) => (
            <li key={entry._id} className="flex gap-3 px-4 py-3.5">
              <MemberAvatar member={entry.operator ?? {}} size="sm" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="text-sm">
                  <span className="font-semibold">{memberName(entry.operator)}</span>{' '}
                  {ACTION_LABELS[entry.action].toLowerCase()}
                  {entry.action === 'suspend_member' ? ` ${suspensionEnd(entry.until)}` : null}
                </p>
                <p className="flex flex-wrap items-center gap-1.5 text-sm">
                  <Badge tone="neutral">{SUBJECT_LABELS[entry.subject_type]}</Badge>
                  <span className="min-w-0 font-medium break-words">{entry.subject_label}</span>
                </p>
                <p className="text-sm break-words text-muted-foreground">
                  <span className="font-semibold text-foreground/80">Why:</span> {entry.reason}
                </p>
                <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                  <time dateTime={entry.created_at}>{dateTime(entry.created_at)}</time>
                  {entry.report_id ? (
                    <Link
                      to={`/admin/reports/${entry.report_id}`}
                      className="rounded font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      View report
                    </Link>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ol>
        <LoadMore more={more} />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Audit log" description="Every operator action, newest first." />
      {body}
    </div>
  );
}
