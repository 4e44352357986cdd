import { useEffect } from 'react';
import { useMutation } from '@apollo/client/react';
import { CalendarDays, MessagesSquare, Undo2 } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { CardLink } from '@/components/ui/card-link';
import { Card } from '@/components/ui/card';
import { useFragment, type FragmentType } from '@/gql';
import { toast } from '@/lib/toast';
import { CancelApplicationMutation, MyApplicationFields } from '../api/applications';
import { PostSquadFieldsFragment } from '@/components/post/api/post-fragments';
import { isDecided } from '@/components/apply/apply-status';
import { squadPath } from '@/components/post/seats';
import { formatDate } from '@/lib/timestamps';
import { ApplyButton } from '@/components/apply/apply-button';
import { CaptionedGroup } from '@/components/ui/captioned-group';
import { ApplicationStatusBadge, PostStatusBadge } from '@/components/post/status-badges';
import { ExperienceBadge } from '@/components/post/experience-badge';
import { TechChips } from '@/components/ui/tech-chips';
import { DeclineReasonNote } from './decline-reason-note';
import { SeatWaitNote } from './seat-wait-note';
import { SquadExitNote } from './squad-exit-note';
import { displayName } from '@squadup/shared';

interface MyApplicationCardProps {
  item: FragmentType<typeof MyApplicationFields>;
  /** Reloads the list, e.g. after a re-application created a new application. */
  onStale: () => void;
}

/**
 * One of the member's applications with its post and the role applied for: Apply again after
 * withdrawing (or leaving the squad), Cancel Application while it is pending (a decided application
 * stays decided), Open squad once accepted. A member removed from the squad cannot apply again.
 * The application's status shows once, under an "Application" caption: a badge, or, once
 * withdrawn, the Withdrawn button that applies again (a disabled Pending/Accepted/Rejected button
 * would only repeat the badge). A full role shows too: Waitlisted while pending, or the post's own
 * note once it declined the application; so does the owner's reason when they declined it with one.
 */
export function MyApplicationCard({ item, onStale }: MyApplicationCardProps) {
  const { post, application } = useFragment(MyApplicationFields, item);
  const { seats, when_role_fills } = useFragment(PostSquadFieldsFragment, post);
  const [cancel, { loading: cancelling }] = useMutation(CancelApplicationMutation);
  // The Apply dialog records its answer on the post (is_applied); when that runs ahead of this
  // application (a re-application), the list reloads to pick up the application now in force.
  const current = post.is_applied ?? application.status;
  const stale = post.is_applied != null && post.is_applied !== application.status;
  useEffect(() => {
    if (stale) onStale();
  }, [stale, onStale]);

  const creator = displayName(post, '');
  const removed = application.squad_exit === 'removed';
  const inSquad = current === 'accepted';
  // Removed from the squad: the server refuses a new application (FORBIDDEN), so no Apply.
  const canApplyAgain = current === 'withdrawn' && !removed;
  // Open, but its deadline passed: applying again is over (the server would refuse it).
  const pastDeadline = post.status === 'open' && !post.accepting_applications;
  const withdraw = async () => {
    try {
      await cancel({ variables: { applicationId: application._id } });
      toast.success('Your application has been withdrawn.');
    } catch (error) {
      console.error('cancelApplyToPost failed', error);
    }
  };

  return (
    <Card
      className="flex h-full w-full flex-col gap-4 p-5 sm:p-6"
      data-testid="my-application-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        {post.status === 'closed' ? <PostStatusBadge status="closed" /> : null}
        <ExperienceBadge level={post.experience_level} />
      </div>
      <div className="flex flex-col gap-1.5">
        <h2 className="text-lg leading-snug font-semibold tracking-tight break-words">
          {post.title}
        </h2>
        {creator ? <p className="text-sm text-muted-foreground">by {creator}</p> : null}
        {application.role ? (
          <p className="text-sm">
            <span className="text-muted-foreground">Applied for </span>
            <span className="font-semibold">{application.role}</span>
          </p>
        ) : null}
        {post.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground">{post.description}</p>
        ) : null}
      </div>
      <TechChips items={post.tech_stack} max={6} label="Tech stack" />
      {application.message ? (
        <div className="rounded-xl bg-muted/60 px-4 py-3 text-sm">
          <p className="text-xs font-semibold text-muted-foreground">Your message</p>
          <p className="mt-1 line-clamp-3 whitespace-pre-line break-words text-foreground/90">
            {application.message}
          </p>
        </div>
      ) : null}
      <SeatWaitNote
        status={current}
        role={application.role}
        waitlisted={application.waitlisted}
        decisionNote={application.decision_note}
      />
      <DeclineReasonNote status={current} reason={application.decline_reason} />
      <SquadExitNote exit={application.squad_exit} reason={application.squad_exit_reason} />
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <CalendarDays className="size-3.5" aria-hidden="true" />
        <span>
          Applied{' '}
          <time dateTime={application.created_at}>{formatDate(application.created_at)}</time>
        </span>
      </p>
      <div className="mt-auto flex flex-col gap-3 border-t border-border pt-4">
        <CaptionedGroup caption="Application" inline className="min-h-9">
          {canApplyAgain ? (
            <ApplyButton
              postId={post._id}
              seats={seats}
              waitlist={when_role_fills === 'waitlist'}
              status={current}
              closed={post.status === 'closed' || pastDeadline}
              closedNote={pastDeadline ? 'Applications closed' : undefined}
              failure="console"
            />
          ) : (
            <ApplicationStatusBadge status={current} waitlisted={application.waitlisted} />
          )}
        </CaptionedGroup>
        <div className="flex flex-wrap items-center gap-2">
          <CardLink to={`/post/${post._id}`}>View Details</CardLink>
          <div className="ml-auto flex flex-wrap items-center gap-2">
            {/* The spec's card keeps the button; a decided application cannot be withdrawn. */}
            <Button
              variant="outline"
              size="sm"
              disabled={current === 'withdrawn' || isDecided(current) || cancelling}
              title={isDecided(current) ? 'A decided application cannot be withdrawn.' : undefined}
              onClick={() => void withdraw()}
            >
              <Undo2 aria-hidden="true" />
              Cancel Application
            </Button>
            {inSquad ? (
              <ButtonLink to={squadPath(post._id)} variant="outline" size="sm">
                <MessagesSquare aria-hidden="true" />
                Open squad
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </div>
    </Card>
  );
}
