import { LogIn, UserPlus } from 'lucide-react';
import { calendarDate } from '@squadup/shared';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { EventPageFieldsFragment as EventDetails } from '@/gql/graphql';
import { useReturnPath } from '@/lib/hooks/use-return-path';
import { loginPathFor, signupPathFor } from '@/lib/login-path';
import { registrationOpen } from '../lib/event-state';
import { momentText } from '../lib/event-texts';
import { MyRegistration } from './my-registration';
import { MySquads } from './my-squads';
import { ProposalCard } from './proposal-card';
import { RegisterCard } from './register-card';

interface ParticipationProps {
  event: EventDetails;
  isVisitor: boolean;
}

/**
 * The viewer's part in the event: a visitor's way in; a member's registration form while
 * registration is open; once registered, their proposed team (if a round proposed one) and where
 * their registration stands.
 */
export function Participation({ event, isVisitor }: ParticipationProps) {
  const open = registrationOpen(event);
  if (event.ended) return <EventEnded endsOn={event.ends_on} isVisitor={isVisitor} />;
  if (isVisitor) return <VisitorRegister open={open} registerBy={event.register_by} />;
  return (
    <>
      {event.my_proposal ? (
        <ProposalCard
          eventId={event._id}
          proposal={event.my_proposal}
          minTeamSize={event.min_team_size}
        />
      ) : null}
      {event.my_registration ? (
        <MyRegistration eventId={event._id} registration={event.my_registration} />
      ) : null}
      {event.my_squads.length > 0 ? (
        <MySquads eventId={event._id} squads={event.my_squads} />
      ) : null}
      {event.my_registration ? null : open ? (
        <RegisterCard event={event} />
      ) : event.my_squads.length > 0 ? null : (
        <Card className="p-6 text-sm text-muted-foreground">
          Registration closed on{' '}
          <time dateTime={event.register_by}>{momentText(event.register_by)}</time>.
        </Card>
      )}
    </>
  );
}

/** The event is over: its squads carry on as projects of their own, found where squads are. */
function EventEnded({ endsOn, isVisitor }: { endsOn: string; isVisitor: boolean }) {
  return (
    <Card className="flex flex-col gap-2 p-6">
      <h2 className="text-lg font-semibold tracking-tight">This event has ended</h2>
      <p className="text-sm text-muted-foreground">
        It ended on <time dateTime={endsOn}>{calendarDate(endsOn)}</time>. The squads it formed
        carry on as projects of their own, under My Squads for their members.
      </p>
      {isVisitor ? null : (
        <ButtonLink to="/squads" variant="outline" className="w-fit">
          Your squads
        </ButtonLink>
      )}
    </Card>
  );
}

/** A signed-out visitor's way in: sign up or sign in, and come back to this event to register. */
function VisitorRegister({ open, registerBy }: { open: boolean; registerBy: string }) {
  const here = useReturnPath();
  return (
    <Card className="flex flex-col gap-4 p-6">
      <h2 className="text-lg font-semibold tracking-tight">Take part</h2>
      <p className="text-sm text-muted-foreground">
        {open ? (
          <>
            Register with the roles you can take, your level and your time zone, and Squadup
            proposes you a team. Registration closes{' '}
            <time dateTime={registerBy}>{momentText(registerBy)}</time>.
          </>
        ) : (
          'Registration for this event has closed. Squadup is free: join to find a team for your next project.'
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <ButtonLink to={signupPathFor(here)}>
          <UserPlus aria-hidden="true" />
          {open ? 'Sign up to register' : 'Sign up'}
        </ButtonLink>
        <ButtonLink to={loginPathFor(here)} variant="outline">
          <LogIn aria-hidden="true" />
          Sign in
        </ButtonLink>
      </div>
    </Card>
  );
}
