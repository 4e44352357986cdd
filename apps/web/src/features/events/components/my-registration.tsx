import { LogOut } from 'lucide-react';
import { SKILL_PROFICIENCY_LABELS } from '@squadup/shared';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { TechChips } from '@/components/ui/tech-chips';
import type { EventPageFieldsFragment as EventDetails } from '@/gql/graphql';
import { REGISTRATION_STATUS_TEXTS, unplacedReasonText } from '../lib/event-texts';
import { formatUtcOffset } from '../lib/utc-offsets';
import { LeaveEventButton } from './leave-event-button';

type Registration = NonNullable<EventDetails['my_registration']>;

interface MyRegistrationProps {
  eventId: string;
  registration: Registration;
}

/** Where the member's registration stands, why the last round left them alone, and Leave. */
export function MyRegistration({ eventId, registration }: MyRegistrationProps) {
  const reason =
    registration.status === 'pool' ? unplacedReasonText(registration.unplaced_reason) : null;
  const facts = [
    ['Level', SKILL_PROFICIENCY_LABELS[registration.level]],
    ['Time zone', formatUtcOffset(registration.utc_offset_minutes)],
    ['Hours a week', registration.hours_per_week ? `${registration.hours_per_week} h` : null],
  ] as const;

  return (
    <Card className="flex flex-col gap-5 p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold tracking-tight">Your registration</h2>
        <Badge tone={registration.status === 'placed' ? 'success' : 'primary'}>
          {REGISTRATION_STATUS_TEXTS[registration.status]}
        </Badge>
      </div>
      {reason ? (
        <div className="rounded-xl border border-warning/30 bg-warning/10 px-4 py-3 text-sm">
          <p className="font-semibold text-warning-soft-foreground">
            The last round left you without a team
          </p>
          <p className="mt-1 text-foreground/90">
            {reason}. You stay in the pool for the next round.
          </p>
        </div>
      ) : null}
      <div className="flex flex-col gap-3 text-sm">
        <TechChips items={registration.roles} label="Roles you can take" />
        <dl className="flex flex-wrap gap-x-6 gap-y-2">
          {facts.map(([term, value]) =>
            value ? (
              <div key={term} className="flex gap-1.5">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
      </div>
      <div className="border-t border-border/70 pt-4">
        <LeaveEventButton
          eventId={eventId}
          title="Leave this event?"
          description="Your registration goes, and a team place you have not answered is declined. A squad that already formed stays yours."
          confirmLabel="Leave event"
          busyLabel="Leaving..."
        >
          <LogOut aria-hidden="true" />
          Leave event
        </LeaveEventButton>
      </div>
    </Card>
  );
}
