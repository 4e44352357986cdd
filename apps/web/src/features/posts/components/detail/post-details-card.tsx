import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { experienceLabel, workModeLabel } from '@/components/post/experience';
import { shortDate } from '@/lib/relative-time';
import { dateRange } from '@squadup/shared';
import { deadlineParts, hoursLabel } from '../../lib/post-dates';

interface PostDetailsCardProps {
  projectType: string | null;
  projectPhase: string | null;
  workMode: string | null;
  experienceLevel: string | null;
  location: string | null;
  status: string;
  /** Open, but its application deadline has passed. */
  pastDeadline: boolean;
  startsOn: string | null;
  endsOn: string | null;
  applyBy: string | null;
  hoursPerWeek: number | null;
  views: number;
  applications: number;
  createdAt: string;
}

/** The side card: the project's facts at a glance, its dates and deadline among them. */
export function PostDetailsCard(props: PostDetailsCardProps) {
  const rows: [string, ReactNode][] = [
    ['Type', props.projectType],
    ['Dates', dateRange(props.startsOn, props.endsOn)],
    ['Apply by', props.applyBy ? <Deadline key="deadline" applyBy={props.applyBy} /> : null],
    ['Hours a week', hoursLabel(props.hoursPerWeek)],
    ['Phase', props.projectPhase],
    ['Work mode', workModeLabel(props.workMode)],
    ['Experience', experienceLabel(props.experienceLevel).label],
    ['Location', props.location],
    [
      'Status',
      <Badge
        key="status"
        tone={props.status === 'open' && !props.pastDeadline ? 'success' : 'neutral'}
      >
        {props.status !== 'open' ? 'Closed' : props.pastDeadline ? 'Applications closed' : 'Open'}
      </Badge>,
    ],
    ['Views', props.views],
    ['Applications', props.applications],
    ['Posted', shortDate(props.createdAt)],
  ];
  return (
    <Card className="p-5">
      <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        Project details
      </h2>
      <dl className="mt-4 divide-y divide-border/70 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 truncate text-right font-medium">
              {value === null || value === '' ? (
                <span className="font-normal text-muted-foreground">Not specified</span>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The deadline's day, and its time in the viewer's time zone under it (the card is narrow). */
function Deadline({ applyBy }: { applyBy: string }) {
  const parts = deadlineParts(applyBy);
  if (!parts) return null;
  return (
    <time dateTime={applyBy} className="block" data-testid="post-apply-by">
      <span className="block">{parts.day}</span>
      <span className="block text-xs font-normal text-muted-foreground">{parts.time}</span>
    </time>
  );
}
