import { useState } from 'react';
import { Check, LogOut, MapPin, UserMinus, X } from 'lucide-react';
import { ConnectionAction } from '@/components/connection/connection-action';
import { MemberAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CardLink } from '@/components/ui/card-link';
import type { Decision, PostApplicantsQuery } from '@/gql/graphql';
import { formatDateTime } from '@/lib/timestamps';
import { ApplicationStatusBadge } from '@/components/post/status-badges';
import type { SeatRow } from '@/components/post/seats';
import { CaptionedGroup } from '@/components/ui/captioned-group';
import { useDecideApplication, type DecidedPost } from '../hooks/use-decide-application';
import { fullSeatFor, type FullSeat, type SeatChoice } from '../lib/full-seat';
import { ChangeDecisionDialog } from './change-decision-dialog';
import { FullSeatDialog } from './full-seat-dialog';
import { displayName } from '@squadup/shared';

export type Applicant = PostApplicantsQuery['loadApplicationsByPostId'][number];

interface ApplicantCardProps {
  applicant: Applicant;
  /** The post's seats now: Accept on a full role asks where to seat the applicant instead. */
  seats: readonly SeatRow[];
  /**
   * After a decision that seated or unseated the applicant (an accept, or rejecting someone
   * accepted), with the post as it now is and the decision made.
   */
  onSquadChanged?: (post: DecidedPost, decision: Decision) => void;
}

/**
 * One applicant to a post, with the role they want. Its two statuses stay apart, each under its
 * caption: the connection (Connect / Pending / Message) and the application (its status badge,
 * Reject and Accept). Changing a decision already made (an accepted teammate rejected, a rejected
 * applicant accepted) asks first; a first decision on a pending application does not. Accept on a
 * full role (or a full squad) offers the seats there are instead.
 */
export function ApplicantCard({ applicant, seats, onSquadChanged }: ApplicantCardProps) {
  const { decide, deciding } = useDecideApplication(applicant._id);
  const [changing, setChanging] = useState<Decision | null>(null);
  const [full, setFull] = useState<FullSeat | null>(null);
  const name = displayName(applicant, 'Member');
  const withdrawn = applicant.status === 'withdrawn';
  const decided = applicant.status === 'accepted' || applicant.status === 'rejected';
  const ask = (status: Decision) => {
    // Choosing a seat is itself a deliberate answer, so it replaces the change-decision question.
    const noSeat = status === 'accepted' ? fullSeatFor(seats, applicant.role) : null;
    if (noSeat) setFull(noSeat);
    else if (decided) setChanging(status);
    else void onDecide(status);
  };

  const onDecide = async (status: Decision, seat?: SeatChoice) => {
    const wasSeated = applicant.status === 'accepted';
    const post = await decide(status, seat);
    setChanging(null);
    setFull(null);
    if (post && (status === 'accepted' || wasSeated)) onSquadChanged?.(post, status);
  };

  return (
    <Card className="flex w-full flex-col gap-4 p-5 sm:p-6" data-testid="applicant-card">
      <div className="flex items-start gap-4">
        <MemberAvatar member={applicant} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 className="truncate text-base font-semibold">{name}</h2>
            <SquadExitBadge exit={applicant.squad_exit} />
          </div>
          <p className="truncate text-sm text-muted-foreground">{applicant.title || 'No title'}</p>
          {applicant.role ? (
            <p className="mt-1 text-sm">
              <span className="text-muted-foreground">Applied for </span>
              <span className="font-semibold">{applicant.role}</span>
            </p>
          ) : null}
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            {applicant.location_id ? (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-3.5" aria-hidden="true" />
                {applicant.location_id}
              </span>
            ) : null}
            <span>
              Applied{' '}
              <time dateTime={applicant.created_at}>{formatDateTime(applicant.created_at)}</time>
            </span>
          </p>
          <div className="mt-1">
            <CardLink to={`/profile/${applicant.applicant_id}`}>View Profile</CardLink>
          </div>
        </div>
      </div>

      {applicant.message ? (
        <blockquote className="rounded-xl border-l-4 border-primary/40 bg-muted/60 px-4 py-3 text-sm whitespace-pre-line break-words text-foreground/90">
          {applicant.message}
        </blockquote>
      ) : (
        <p className="text-sm text-muted-foreground italic">No message.</p>
      )}

      <div className="grid gap-4 border-t border-border pt-4 sm:grid-cols-[auto_1fr]">
        <CaptionedGroup caption="Connection">
          <ConnectionAction
            userId={applicant.applicant_id}
            status={applicant.is_connection}
            chatId={applicant.chat_id}
            name={name}
          />
        </CaptionedGroup>
        <CaptionedGroup caption="Application" className="sm:items-end">
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto sm:justify-end">
            <ApplicationStatusBadge status={applicant.status} waitlisted={applicant.waitlisted} />
            <div className="flex w-full gap-2 sm:w-auto">
              <Button
                variant="outline"
                size="sm"
                className="flex-1 text-destructive hover:bg-destructive/10 sm:flex-none"
                disabled={deciding || withdrawn || applicant.status === 'rejected'}
                onClick={() => ask('rejected')}
              >
                <X aria-hidden="true" />
                Reject
              </Button>
              <Button
                size="sm"
                className="flex-1 sm:flex-none"
                disabled={deciding || withdrawn || applicant.status === 'accepted'}
                onClick={() => ask('accepted')}
              >
                <Check aria-hidden="true" />
                Accept
              </Button>
            </div>
          </div>
          {applicant.status === 'rejected' && applicant.decision_note ? (
            // The owner never rejected them: the post did, when the seats filled (as it chose).
            <p className="text-xs text-muted-foreground sm:text-right">
              Declined by the post when its seats filled, with a kind note.
            </p>
          ) : null}
        </CaptionedGroup>
      </div>
      <ChangeDecisionDialog
        name={name}
        to={changing}
        declinedByPost={applicant.decision_note !== null}
        busy={deciding}
        onConfirm={(status) => void onDecide(status)}
        onCancel={() => setChanging(null)}
      />
      <FullSeatDialog
        name={name}
        full={full}
        busy={deciding}
        onChoose={(seat) => void onDecide('accepted', seat)}
        onCancel={() => setFull(null)}
      />
    </Card>
  );
}

/** Why a former squad member is no longer in it. */
function SquadExitBadge({ exit }: { exit: Applicant['squad_exit'] }) {
  if (!exit) return null;
  const Icon = exit === 'left' ? LogOut : UserMinus;
  return (
    <Badge tone="neutral" data-testid="squad-exit">
      <Icon className="size-3" aria-hidden="true" />
      {exit === 'left' ? 'Left the squad' : 'Removed from the squad'}
    </Badge>
  );
}
