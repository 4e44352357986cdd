import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { MemberAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { type FragmentType, useFragment } from '@/gql';
import type { AdminReportsQuery, ReportSubjectType } from '@/gql/graphql';
import { cn } from '@/lib/cn';
import { relativeTime, shortDate } from '@/lib/relative-time';
import { AdminReportRowFieldsFragment } from '../api/admin';
import { REASON_LABELS, SUBJECT_LABELS, memberName } from '../lib/admin-texts';

type RowContext = AdminReportsQuery['adminReports'][number]['context'];

/** What the report is about, in a few words: the post's title, the member's name, the message. */
export function subjectSummary(context: RowContext, kind: ReportSubjectType): string {
  if (context.gone) return 'Deleted since the report';
  // By the report's kind: a message's context also names its sender.
  if (kind === 'post') return context.post?.title ?? '';
  if (kind === 'message') return context.message?.content ?? '';
  return memberName(context.member);
}

interface ReportRowProps {
  report: FragmentType<typeof AdminReportRowFieldsFragment>;
  context: RowContext;
}

/** One queue line, a link to the report's page: kind, reason, what, who reported it and when. */
export function ReportRow({ report: ref, context }: ReportRowProps) {
  const report = useFragment(AdminReportRowFieldsFragment, ref);
  const summary = subjectSummary(context, report.subject_type);
  return (
    <Link
      to={`/admin/reports/${report._id}`}
      className={cn(
        'flex items-center gap-3 rounded-2xl border border-border bg-card px-4 py-3.5 text-card-foreground shadow-soft transition-colors',
        'hover:border-primary/30 hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
      )}
    >
      <span className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="flex flex-wrap items-center gap-1.5">
          <Badge tone="primary">{SUBJECT_LABELS[report.subject_type]}</Badge>
          <Badge tone="danger">{REASON_LABELS[report.reason]}</Badge>
          {report.status === 'resolved' ? <Badge tone="success">Resolved</Badge> : null}
        </span>
        <span
          className={cn(
            'truncate text-sm font-semibold',
            context.gone && 'font-normal text-muted-foreground italic',
          )}
        >
          {summary}
        </span>
        {report.details ? (
          <span className="line-clamp-2 text-sm break-words text-muted-foreground">
            “{report.details}”
          </span>
        ) : null}
        <span className="flex items-center gap-2 text-xs text-muted-foreground">
          <MemberAvatar
            member={report.reporter ?? {}}
            size="sm"
            className="size-5 text-[0.55rem]"
          />
          <span className="truncate">
            Reported by {memberName(report.reporter)} ·{' '}
            <time dateTime={report.created_at} title={shortDate(report.created_at)}>
              {relativeTime(report.created_at)}
            </time>
          </span>
        </span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}
