import { Pencil } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import type { EventPageFieldsFragment as EventDetails } from '@/gql/graphql';
import { AnnounceForm } from './announce-form';
import { ProposalsList } from './proposals-list';
import { RegistrationsTable } from './registrations-table';
import { RoundControls } from './round-controls';

/** The organiser's part of the event page: rounds, the export, announcements, who registered, the teams. */
export function OrganiserPanel({ event }: { event: EventDetails }) {
  return (
    <section aria-labelledby="organiser-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1 border-t border-border/70 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="organiser-heading" className="text-xl font-bold tracking-tight">
            Organiser
          </h2>
          {event.ended ? null : (
            <ButtonLink to={`/events/${event._id}/edit`} variant="outline" size="sm">
              <Pencil aria-hidden="true" />
              Edit event
            </ButtonLink>
          )}
        </div>
        <p className="text-sm text-muted-foreground">Only you see this part of the page.</p>
      </div>
      <RoundControls event={event} />
      <AnnounceForm eventId={event._id} />
      <RegistrationsTable eventId={event._id} />
      <ProposalsList eventId={event._id} />
    </section>
  );
}
