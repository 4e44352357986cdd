import { useEffect, useRef, useState } from 'react';
import { Check, LogOut, MapPin, Target, UserMinus, X } from 'lucide-react';
import { ConnectionAction } from '@/components/connection/connection-action';
import { MessageMemberButton } from '@/components/connection/message-member-button';
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
import { TechChips } from '@/components/ui/tech-chips';
import { cn } from '@/lib/cn';
import { useDecideApplication, type DecidedPost } from '../hooks/use-decide-application';
import { fullSeatFor, type FullSeat, type SeatChoice } from '../lib/full-seat';
import { skillMatchLevel, skillMatchText, type SkillMatch } from '../lib/skill-match';
import { ChangeDecisionDialog } from './change-decision-dialog';
import { DeclineDialog } from './decline-dialog';
import { FullSeatDialog } from './full-seat-dialog';
import { displayName } from '@squadup/shared';

export type Applicant = PostApplicantsQuery['loadApplicationsByPostId'][number];

interface ApplicantCardProps {
  applicant: Applicant;
  /** The post's seats now: Accept on a full role asks where to seat the applicant instead. */
  seats: readonly SeatRow[];
  /**
   * After a decision, with the post as it now is and the decision made: the applicant moves to
   * another group, and a seat taken or freed can change the others' (and fill the post).
   */
  onDecided?: (post: DecidedPost, decision: Decision) => void;
  /**
   * Set once the applicant was decided: their card, now in another group (the button pressed and
   * its dialog are gone), takes the focus on its name.
   */
  takeFocus?: boolean;
}

/**
 * One applicant to a post: the role they want, how their skills meet the post's, and their top
 * skills. Its two statuses stay apart, each under its caption: the connection (Connect / Pending /
 * Message) and the application (its status badge, Reject and Accept). Reject asks first, with an
 * optional reason for the applicant (and says so when it takes them out of the squad); accepting
 * someone declined asks first too; accepting a pending application does not. Accept on a full role
 * (or a full squad) offers the seats there are instead.
 */
export function ApplicantCard({
  applicant,
  seats,
  onDecided,
  takeFocus = false,
}: ApplicantCardProps) {
  const { decide, decline, deciding } = useDecideApplication(applicant._id);
  const nameRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    // After the closing dialog has handed focus back (to a button no longer there).
    const timer = setTimeout(() => nameRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [takeFocus]);
  const [declining, setDeclining] = useState(false);
  const [reaccepting, setReaccepting] = useState(false);
  const [full, setFull] = useState<FullSeat | null>(null);
  const name = displayName(applicant, 'Member');
  const withdrawn = applicant.status === 'withdrawn';
  const accept = () => {
    // Choosing a seat is itself a deliberate answer, so it replaces the change-decision question.
    const noSeat = fullSeatFor(seats, applicant.role);
    if (noSeat) setFull(noSeat);
    else if (applicant.status === 'rejected') setReaccepting(true);
    else void onAccept();
  };

  const onAccept = async (seat?: SeatChoice) => {
    const post = await decide('accepted', seat);
    setReaccepting(false);
    setFull(null);
    if (post) onDecided?.(post, 'accepted');
  };
  const onDecline = async (reason: string | null) => {
    const outcome = await decline(reason);
    if ('failure' in outcome) return outcome.failure;
    if (outcome.post) onDecided?.(outcome.post, 'rejected');
    return null;
  };

  return (
    <Card className="flex w-full flex-col gap-4 p-5 sm:p-6" data-testid="applicant-card">
      <div className="flex items-start gap-4">
        <MemberAvatar member={applicant} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3
              ref={nameRef}
              tabIndex={-1}
              className="truncate rounded-sm text-base font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {name}
            </h3>
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

      <ApplicantSkills match={applicant.skill_match} topSkills={applicant.top_skills} />

      {applicant.message ? (
        <blockquote className="rounded-xl border-l-4 border-primary/40 bg-muted/60 px-4 py-3 text-sm whitespace-pre-line break-words text-foreground/90">
          {applicant.message}
        </blockquote>
      ) : (
        <p className="text-sm text-muted-foreground italic">No message.</p>
      )}

      <div className="grid gap-4 border-t border-border pt-4 sm:grid-cols-[auto_1fr]">
        <CaptionedGroup caption="Connection">
          <div className="flex flex-wrap items-start gap-2">
            <ConnectionAction
              userId={applicant.applicant_id}
              status={applicant.is_connection}
              chatId={applicant.chat_id}
              name={name}
            />
            <MessageMemberButton
              userId={applicant.applicant_id}
              status={applicant.is_connection}
              size="sm"
            />
          </div>
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
                onClick={() => setDeclining(true)}
              >
                <X aria-hidden="true" />
                Reject
              </Button>
              <Button
                size="sm"
                className="flex-1 sm:flex-none"
                disabled={deciding || withdrawn || applicant.status === 'accepted'}
                onClick={accept}
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
          {applicant.status === 'rejected' && applicant.decline_reason ? (
            // What the owner told them, as they read it on My Applications.
            <p
              className="line-clamp-3 max-w-full text-xs break-words whitespace-pre-line text-muted-foreground sm:text-right"
              title={applicant.decline_reason}
              data-testid="owner-decline-reason"
            >
              Your reason: {applicant.decline_reason}
            </p>
          ) : null}
        </CaptionedGroup>
      </div>
      <DeclineDialog
        name={name}
        firstName={applicant.first_name || name}
        open={declining}
        seated={applicant.status === 'accepted'}
        deciding={deciding}
        onDecline={onDecline}
        onClose={() => setDeclining(false)}
      />
      <ChangeDecisionDialog
        name={name}
        open={reaccepting}
        declinedByPost={applicant.decision_note !== null}
        busy={deciding}
        onConfirm={() => void onAccept()}
        onCancel={() => setReaccepting(false)}
      />
      <FullSeatDialog
        name={name}
        full={full}
        busy={deciding}
        onChoose={(seat) => void onAccept(seat)}
        onCancel={() => setFull(null)}
      />
    </Card>
  );
}

const MATCH_TONES = {
  none: 'text-muted-foreground',
  some: 'text-foreground/90',
  all: 'text-success-soft-foreground',
} as const;

/** How the applicant's skills meet the post's, and their top skills as chips. */
function ApplicantSkills({
  match,
  topSkills,
}: {
  match: SkillMatch | null;
  topSkills: Applicant['top_skills'];
}) {
  const text = skillMatchText(match);
  if (!text && topSkills.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {text && match ? (
        <p
          className={cn('flex items-start gap-1.5 text-sm', MATCH_TONES[skillMatchLevel(match)])}
          data-testid="skill-match"
        >
          <Target className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{text}</span>
        </p>
      ) : null}
      <TechChips items={topSkills.map((skill) => skill.skill_name)} max={6} label="Top skills" />
    </div>
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
