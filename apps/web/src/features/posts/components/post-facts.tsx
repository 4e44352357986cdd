import type { ReactNode } from 'react';
import {
  CalendarDays,
  Clock,
  Hourglass,
  Laptop,
  MapPin,
  Shapes,
  type LucideIcon,
} from 'lucide-react';
import { workModeLabel } from '@/components/post/experience';
import { dateRange } from '@squadup/shared';
import { cn } from '@/lib/cn';
import { deadlineDateTime, deadlineLabel, hoursLabel, takingApplications } from '../lib/post-dates';

interface PostFactsProps {
  post: {
    status: string;
    project_type: string | null;
    starts_on: string | null;
    ends_on: string | null;
    apply_by: string | null;
    hours_per_week: number | null;
    accepting_applications: boolean;
  };
  /** Where the card has no other place for them. */
  workMode?: string | null;
  location?: string | null;
  className?: string;
}

/**
 * A card's line of facts, each shown only when set: project type, the dates it runs, the last day
 * to apply ("Closes in 2 days" when near), hours a week, work mode and location.
 */
export function PostFacts({ post, workMode, location, className }: PostFactsProps) {
  const dates = dateRange(post.starts_on, post.ends_on);
  const deadline = deadlineLabel(post.apply_by, { open: takingApplications(post) });
  const hours = hoursLabel(post.hours_per_week);
  const mode = workModeLabel(workMode);
  const facts: ReactNode[] = [
    post.project_type ? (
      <Fact key="type" icon={Shapes} label="Project type: ">
        {post.project_type}
      </Fact>
    ) : null,
    dates ? (
      <Fact key="dates" icon={CalendarDays} label="Runs ">
        {dates}
      </Fact>
    ) : null,
    deadline ? (
      <Fact
        key="deadline"
        icon={Hourglass}
        className={cn(deadline.soon && 'font-semibold text-warning-soft-foreground')}
        testId="post-deadline"
      >
        <time dateTime={post.apply_by ?? undefined} title={deadlineDateTime(post.apply_by)}>
          {deadline.text}
        </time>
      </Fact>
    ) : null,
    hours ? (
      <Fact key="hours" icon={Clock} label="Time: ">
        {hours}
      </Fact>
    ) : null,
    mode ? (
      <Fact key="mode" icon={Laptop}>
        {mode}
      </Fact>
    ) : null,
    location ? (
      <Fact key="location" icon={MapPin} label="Location: " truncate>
        {location}
      </Fact>
    ) : null,
  ].filter(Boolean);
  if (facts.length === 0) return null;
  return (
    <ul
      aria-label="Project facts"
      data-testid="post-facts"
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs font-medium text-muted-foreground',
        className,
      )}
    >
      {facts}
    </ul>
  );
}

interface FactProps {
  icon: LucideIcon;
  /** Read before the value by screen readers, where the icon alone says what it is. */
  label?: string;
  truncate?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}

function Fact({ icon: Icon, label, truncate = false, className, testId, children }: FactProps) {
  return (
    <li className={cn('inline-flex min-w-0 items-center gap-1', className)} data-testid={testId}>
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {label ? <span className="sr-only">{label}</span> : null}
      {truncate ? <span className="truncate">{children}</span> : children}
    </li>
  );
}
