import { useState } from 'react';
import { Check, MessagesSquare, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFragment, type FragmentType } from '@/gql';
import { useAuthStore } from '@/stores/auth-storage';
import { EventProposalFieldsFragment } from '../api/event-operations';
import { useRespondToProposal } from '../hooks/use-event-answers';
import { PROPOSAL_STATUS_TEXTS } from '../lib/event-texts';
import { ProposalFacts, ProposalMembers } from './proposal-parts';

interface ProposalCardProps {
  eventId: string;
  proposal: FragmentType<typeof EventProposalFieldsFragment>;
  /** A new team forms once this many members accepted. */
  minTeamSize: number;
}

/** "Your proposed team": who is in it, what it covers, and the viewer's Accept / Decline. */
export function ProposalCard({ eventId, proposal: proposalRef, minTeamSize }: ProposalCardProps) {
  const proposal = useFragment(EventProposalFieldsFragment, proposalRef);
  const viewerId = useAuthStore((state) => state.user?._id);
  const { answer, answering } = useRespondToProposal(eventId);
  const [confirmDecline, setConfirmDecline] = useState(false);
  const mine = proposal.members.find((member) => member.user_id === viewerId)?.answer;
  // A team that formed still takes the answers of those who had not answered.
  const canAnswer = mine === 'pending' && proposal.status !== 'dissolved';

  return (
    <Card className="flex flex-col gap-5 p-6" data-testid="proposal-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold tracking-tight">Your proposed team</h2>
        <div className="flex flex-wrap gap-2">
          <Badge>Round {proposal.round}</Badge>
          <Badge tone={proposal.status === 'formed' ? 'success' : 'neutral'}>
            {PROPOSAL_STATUS_TEXTS[proposal.status]}
          </Badge>
        </div>
      </div>
      <ProposalMembers members={proposal.members} viewerId={viewerId} />
      <ProposalFacts proposal={proposal} />
      <div className="flex flex-col gap-3 border-t border-border/70 pt-4">
        <ProposalNote
          status={proposal.status}
          mine={mine}
          formed={Boolean(proposal.squad_id)}
          newSquad={proposal.new_squad}
          minTeamSize={minTeamSize}
        />
        {canAnswer ? (
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => void answer(proposal._id, true)}
              disabled={answering}
              aria-busy={answering}
            >
              <Check aria-hidden="true" />
              Accept
            </Button>
            <Button variant="outline" onClick={() => setConfirmDecline(true)} disabled={answering}>
              <X aria-hidden="true" />
              Decline
            </Button>
          </div>
        ) : null}
        {/* A registered squad's id is known from the start; the viewer is in it once they accept. */}
        {proposal.squad_id && mine === 'accepted' ? (
          <ButtonLink to={`/squads/${proposal.squad_id}`} className="w-fit">
            <MessagesSquare aria-hidden="true" />
            Open your squad
          </ButtonLink>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmDecline}
        title="Decline this team?"
        description="You go back to the pool for the next round, and you will not be proposed with these members again."
        confirmLabel="Decline"
        busyLabel="Declining..."
        busy={answering}
        tone="destructive"
        onConfirm={() => {
          void answer(proposal._id, false).then((sent) => {
            if (sent) setConfirmDecline(false);
          });
        }}
        onCancel={() => setConfirmDecline(false)}
      />
    </Card>
  );
}

interface ProposalNoteProps {
  status: string;
  mine: string | undefined;
  formed: boolean;
  newSquad: boolean;
  minTeamSize: number;
}

/** What the viewer's answer and the team's state mean for them now. */
function ProposalNote({ status, mine, formed, newSquad, minTeamSize }: ProposalNoteProps) {
  let text: string;
  if (status === 'dissolved')
    text =
      'This team did not form: too few members accepted. You are back in the pool for the next round.';
  else if (mine === 'pending')
    text = newSquad
      ? `The team forms as a squad once ${minTeamSize} members accept. Declining keeps you apart from these members in later rounds.`
      : 'Accepting takes an open seat in this squad. Declining keeps you apart from its members in later rounds.';
  else if (mine === 'accepted')
    text = formed
      ? 'You accepted, and the team has its squad.'
      : `You accepted. The team forms once ${minTeamSize} members accept.`;
  else if (mine === 'declined') text = 'You declined this team.';
  else if (mine === 'expired') text = 'A new round ran before you answered.';
  else return null;
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {text}
    </p>
  );
}
