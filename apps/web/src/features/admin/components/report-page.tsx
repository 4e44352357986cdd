import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/loading-text';
import { PageHeader } from '@/components/ui/page-header';
import { isNotFound } from '@/lib/error-message';
import { AdminReportQuery } from '../api/admin';
import { REASON_LABELS, SUBJECT_LABELS, dateTime } from '../lib/admin-texts';
import { MemberSummary } from './member-summary';
import { ReportActions } from './report-actions';
import { ReportContext } from './report-context';

/** /admin/reports/:reportId: the report, the content in context, and what the operator can do. */
export function ReportPage() {
  const { reportId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminReportQuery, {
    variables: { reportId },
    fetchPolicy: 'cache-and-network',
    context: { skipErrorToast: true },
  });
  const report = data?.adminReport;

  const back = (
    <Link
      to="/admin"
      className="inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to reports
    </Link>
  );

  if (!report) {
    if (error && isNotFound(error)) {
      return (
        <div className="flex flex-col gap-4">
          {back}
          <h1 className="sr-only">Report not found</h1>
          <EmptyState
            icon={<SearchX />}
            title="Report not found."
            description="It may have been removed, or the link is wrong."
            action={<ButtonLink to="/admin">Back to reports</ButtonLink>}
          />
        </div>
      );
    }
    if (error) {
      return (
        <div className="flex flex-col gap-4">
          {back}
          <h1 className="sr-only">Report</h1>
          <LoadError retrying={loading} onRetry={() => void refetch().catch(() => undefined)}>
            Error loading the report.
          </LoadError>
        </div>
      );
    }
    return <LoadingText />;
  }

  const kind = SUBJECT_LABELS[report.subject_type];
  return (
    <div className="flex flex-col gap-5">
      {back}
      <PageHeader
        title={`Reported ${kind.toLowerCase()}`}
        description={
          <>
            {REASON_LABELS[report.reason]} · reported {dateTime(report.created_at)}
          </>
        }
        actions={
          report.status === 'open' ? (
            <Badge tone="warning">Open</Badge>
          ) : (
            <Badge tone="success">
              Resolved{report.resolved_at ? ` ${dateTime(report.resolved_at)}` : ''}
            </Badge>
          )
        }
      />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <Card className="p-5">
            <section aria-labelledby="report-content-heading" className="flex flex-col gap-4">
              <h2 id="report-content-heading" className="text-base font-semibold">
                Reported content
              </h2>
              <ReportContext context={report.context} />
            </section>
          </Card>
          <Card className="p-5">
            <section aria-labelledby="report-details-heading" className="flex flex-col gap-4">
              <h2 id="report-details-heading" className="text-base font-semibold">
                The report
              </h2>
              <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
                <dt className="text-muted-foreground">Reason</dt>
                <dd className="font-semibold">{REASON_LABELS[report.reason]}</dd>
                <dt className="text-muted-foreground">Details</dt>
                <dd className="break-words whitespace-pre-line">
                  {report.details ?? <span className="text-muted-foreground">None given</span>}
                </dd>
                <dt className="text-muted-foreground">Reporter</dt>
                <dd>
                  {report.reporter ? (
                    <MemberSummary member={report.reporter} />
                  ) : (
                    <span className="text-muted-foreground">Deleted account</span>
                  )}
                </dd>
              </dl>
            </section>
          </Card>
        </div>
        <ReportActions report={report} />
      </div>
    </div>
  );
}
