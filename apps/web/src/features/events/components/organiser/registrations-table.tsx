import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { displayName, SKILL_PROFICIENCY_LABELS } from '@squadup/shared';
import { MemberAvatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/loading-text';
import type { EventRegistrationsQuery as EventRegistrationsData } from '@/gql/graphql';
import { EventRegistrationsQuery } from '../../api/event-operations';
import { REGISTRATION_STATUS_TEXTS, unplacedReasonText } from '../../lib/event-texts';
import { formatUtcOffset } from '../../lib/utc-offsets';

type Registrant = EventRegistrationsData['eventRegistrations'][number];

const cell = 'px-3 py-3 align-top';

/** Everyone registered, in registration order: members alone and squads with their open seats. */
export function RegistrationsTable({ eventId }: { eventId: string }) {
  const { data, loading, error, refetch } = useQuery(EventRegistrationsQuery, {
    variables: { eventId },
    fetchPolicy: 'cache-and-network',
    context: { skipErrorToast: true },
  });
  const registrants = data?.eventRegistrations;
  const squads = registrants?.filter((r) => r.squad_id).length ?? 0;

  let body;
  if (error && !registrants) {
    body = (
      <LoadError
        className="py-6"
        retrying={loading}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        Error loading the registrations.
      </LoadError>
    );
  } else if (!registrants) {
    body = <LoadingText />;
  } else if (registrants.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        Nobody has registered yet. Share this page&apos;s link.
      </p>
    );
  } else {
    body = (
      // Wider than a phone: the table scrolls sideways on its own. Every row holds a link, so
      // tabbing through the rows brings each into view.
      <div className="-mx-6 overflow-x-auto px-6">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="border-b border-border text-xs text-muted-foreground">
            <tr>
              {['Name', 'Roles', 'Level', 'Time zone', 'Status'].map((heading) => (
                <th key={heading} scope="col" className="px-3 pb-2 font-semibold first:pl-0">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border/70">
            {registrants.map((registrant) => (
              <RegistrantRow key={registrant._id} registrant={registrant} />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <Card className="flex flex-col gap-4 p-6">
      <div className="flex flex-col gap-1">
        <h3 className="text-base font-semibold tracking-tight">Registrations</h3>
        {registrants && registrants.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            {registrants.length - squads} alone, {squads} {squads === 1 ? 'squad' : 'squads'}
          </p>
        ) : null}
      </div>
      {body}
    </Card>
  );
}

function RegistrantRow({ registrant }: { registrant: Registrant }) {
  const name = displayName(registrant);
  const reason = unplacedReasonText(registrant.unplaced_reason, 'organiser');
  const seats = `${registrant.open_seats} open ${registrant.open_seats === 1 ? 'seat' : 'seats'}`;
  return (
    <tr data-testid="registrant-row">
      <td className={`${cell} pl-0`}>
        <div className="flex items-center gap-2.5">
          <MemberAvatar member={registrant} size="sm" />
          <div className="min-w-0 leading-tight">
            {registrant.squad_id ? (
              <>
                {/* The squad's page is its members'; its post is where anyone reads about it. */}
                <Link to={`/post/${registrant.squad_id}`} className="font-semibold hover:underline">
                  {registrant.squad_title ?? 'A squad'}
                </Link>
                <p className="text-xs text-muted-foreground">Squad registered by {name}</p>
              </>
            ) : (
              <>
                <Link
                  to={`/profile/${registrant.user_id}`}
                  className="font-semibold hover:underline"
                >
                  {name}
                </Link>
                {registrant.hours_per_week ? (
                  <p className="text-xs text-muted-foreground">
                    {registrant.hours_per_week} h a week
                  </p>
                ) : null}
              </>
            )}
          </div>
        </div>
      </td>
      <td className={cell}>{registrant.squad_id ? seats : registrant.roles.join(', ')}</td>
      <td className={cell}>{SKILL_PROFICIENCY_LABELS[registrant.level]}</td>
      <td className={`${cell} whitespace-nowrap tabular-nums`}>
        {formatUtcOffset(registrant.utc_offset_minutes)}
      </td>
      <td className={cell}>
        {registrant.squad_id ? 'Offering seats' : REGISTRATION_STATUS_TEXTS[registrant.status]}
        {reason ? <p className="mt-0.5 text-xs text-muted-foreground">{reason}</p> : null}
      </td>
    </tr>
  );
}
