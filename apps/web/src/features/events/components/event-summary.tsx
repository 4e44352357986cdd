import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Search } from 'lucide-react';
import { displayName } from '@squadup/shared';
import { MemberAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TechChips } from '@/components/ui/tech-chips';
import type { EventPageFieldsFragment as EventDetails } from '@/gql/graphql';
import { dateRange, teamSizeText } from '@squadup/shared';
import { cn } from '@/lib/cn';
import { registrationOpen } from '../lib/event-state';
import { durationText, momentText } from '../lib/event-texts';

/** The event's card: whether it registers, its name, organiser, description and needed roles. */
export function EventHeader({ event, className }: { event: EventDetails; className?: string }) {
  const organiser = displayName(event.organiser, 'The organiser');
  return (
    <Card className={cn('min-w-0 p-6 sm:p-8', className)}>
      <div className="flex flex-wrap items-center gap-2">
        {event.ended ? (
          <Badge>Ended</Badge>
        ) : registrationOpen(event) ? (
          <Badge tone="success">Registration open</Badge>
        ) : (
          <Badge>Registration closed</Badge>
        )}
        {event.is_organiser ? <Badge tone="primary">You organise this event</Badge> : null}
      </div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight break-words sm:text-3xl">
        {event.name}
      </h1>
      <div className="mt-5 flex items-center gap-3">
        <MemberAvatar member={event.organiser} size="md" />
        <div className="min-w-0 leading-tight">
          <p className="text-xs text-muted-foreground">Organised by</p>
          <Link
            to={`/profile/${event.organiser.user_id}`}
            className="block truncate font-semibold hover:underline"
          >
            {organiser}
          </Link>
        </div>
      </div>
      {event.description ? (
        <p className="mt-6 text-[0.9375rem] leading-relaxed break-words whitespace-pre-line text-foreground/90">
          {event.description}
        </p>
      ) : null}
      <section aria-labelledby="event-roles" className="mt-6 flex flex-col gap-2">
        <h2 id="event-roles" className="text-base font-semibold tracking-tight">
          Roles teams need
        </h2>
        {event.roles.length > 0 ? (
          <TechChips items={event.roles} label="Roles teams need" />
        ) : (
          <p className="text-sm text-muted-foreground">Any: this event names no roles.</p>
        )}
      </section>
    </Card>
  );
}

/**
 * The side card: dates, the deadline in the viewer's time, team sizes and how many registered;
 * for a member, while the event runs, a way to its squads still recruiting in Discover.
 */
export function EventFacts({ event, isVisitor }: { event: EventDetails; isVisitor: boolean }) {
  const window =
    event.time_zone_window_hours === 0
      ? 'One time zone per team'
      : `Within ${durationText(event.time_zone_window_hours * 60)}`;
  const facts: [string, ReactNode][] = [
    ['Dates', dateRange(event.starts_on, event.ends_on)],
    [
      'Registration closes',
      <time key="deadline" dateTime={event.register_by}>
        {momentText(event.register_by)}
      </time>,
    ],
    ['Team size', teamSizeText(event.min_team_size, event.max_team_size)],
    ['Time zones in a team', window],
    ['Registered', event.registered_count],
    ['Rounds run', event.rounds],
  ];
  return (
    <Card className="p-5">
      <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        Event details
      </h2>
      <dl className="mt-3 flex flex-col text-sm">
        {facts.map(([term, value]) => (
          <div
            key={term}
            className="flex flex-col gap-0.5 border-b border-border/70 py-2.5 last:border-0"
          >
            <dt className="text-xs text-muted-foreground">{term}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {isVisitor || event.ended ? null : (
        <ButtonLink
          to={`/projects?event=${event._id}`}
          variant="outline"
          size="sm"
          className="mt-3 w-full"
        >
          <Search aria-hidden="true" />
          Squads recruiting for it
        </ButtonLink>
      )}
    </Card>
  );
}
