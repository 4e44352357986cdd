import { useQuery } from '@apollo/client/react';
import { ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/loading-text';
import { useFragment } from '@/gql';
import type { EventProposalFieldsFragment as Proposal } from '@/gql/graphql';
import { EventProposalFieldsFragment, EventProposalsQuery } from '../../api/event-operations';
import { PROPOSAL_STATUS_TEXTS } from '../../lib/event-texts';
import { ProposalFacts, ProposalMembers } from '../proposal-parts';

const STATUS_TONES = { open: 'primary', formed: 'success', dissolved: 'neutral' } as const;

/** Every team the rounds proposed, latest round first, with each member's answer. */
export function ProposalsList({ eventId }: { eventId: string }) {
  const { data, loading, error, refetch } = useQuery(EventProposalsQuery, {
    variables: { eventId },
    fetchPolicy: 'cache-and-network',
    context: { skipErrorToast: true },
  });
  const proposals = useFragment(EventProposalFieldsFragment, data?.eventProposals);

  let body;
  if (error && !proposals) {
    body = (
      <LoadError
        className="py-6"
        retrying={loading}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        Error loading the proposed teams.
      </LoadError>
    );
  } else if (!proposals) {
    body = <LoadingText />;
  } else if (proposals.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        No teams yet. Run a round to propose teams from the registrations.
      </p>
    );
  } else {
    body = byRound(proposals).map(([round, teams]) => (
      <section key={round} aria-labelledby={`round-${round}`} className="flex flex-col gap-3">
        <h4 id={`round-${round}`} className="text-sm font-semibold text-muted-foreground">
          Round {round} · {teams.length} {teams.length === 1 ? 'team' : 'teams'}
        </h4>
        <ul aria-label={`Round ${round} teams`} className="grid gap-3 xl:grid-cols-2">
          {teams.map((proposal, index) => (
            <li key={proposal._id}>
              <ProposedTeam proposal={proposal} number={index + 1} />
            </li>
          ))}
        </ul>
      </section>
    ));
  }

  return (
    <Card className="flex flex-col gap-5 p-6">
      <h3 className="text-base font-semibold tracking-tight">Proposed teams</h3>
      {body}
    </Card>
  );
}

/** The proposals grouped by round, in the order the server gave them (latest round first). */
function byRound(proposals: readonly Proposal[]): [number, Proposal[]][] {
  const rounds = new Map<number, Proposal[]>();
  for (const proposal of proposals)
    rounds.set(proposal.round, [...(rounds.get(proposal.round) ?? []), proposal]);
  return [...rounds];
}

function ProposedTeam({ proposal, number }: { proposal: Proposal; number: number }) {
  return (
    <div
      data-testid="proposed-team"
      className="flex h-full flex-col gap-3 rounded-xl border border-border p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold">
          Team {number}
          {proposal.new_squad ? null : (
            <span className="font-normal text-muted-foreground"> · a registered squad</span>
          )}
        </p>
        <Badge tone={STATUS_TONES[proposal.status]}>{PROPOSAL_STATUS_TEXTS[proposal.status]}</Badge>
      </div>
      <ProposalMembers members={proposal.members} label={`Team ${number} members`} />
      <ProposalFacts proposal={proposal} />
      {proposal.squad_id && proposal.status === 'formed' ? (
        <ButtonLink
          to={`/post/${proposal.squad_id}`}
          variant="outline"
          size="sm"
          className="mt-auto w-fit"
        >
          <ExternalLink aria-hidden="true" />
          Open the squad&apos;s post
        </ButtonLink>
      ) : null}
    </div>
  );
}
