import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { experienceLabel, workModeLabel } from '@/components/post/experience';
import { shortDate } from '@/lib/relative-time';

interface PostDetailsCardProps {
  projectType: string | null;
  projectPhase: string | null;
  workMode: string | null;
  experienceLevel: string | null;
  location: string | null;
  status: string;
  views: number;
  applications: number;
  createdAt: string;
}

/** The side card: the project's facts at a glance. */
export function PostDetailsCard(props: PostDetailsCardProps) {
  const rows: [string, ReactNode][] = [
    ['Type', props.projectType],
    ['Phase', props.projectPhase],
    ['Work mode', workModeLabel(props.workMode)],
    ['Experience', experienceLabel(props.experienceLevel).label],
    ['Location', props.location],
    [
      'Status',
      <Badge key="status" tone={props.status === 'open' ? 'success' : 'neutral'}>
        {props.status === 'open' ? 'Open' : 'Closed'}
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
