import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { AvatarStack } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { type FragmentType, useFragment } from '@/gql';
import { PostSquadFieldsFragment } from './api/post-fragments';
import { spotsFilledText } from '@squadup/shared';
import { squadLabel, squadPath } from './seats';

interface SquadSummaryProps {
  postId: string;
  /** Names the link among several cards: "Open squad: Campus app". */
  postTitle?: string;
  squad: FragmentType<typeof PostSquadFieldsFragment>;
  /** Offer "Open squad" when the viewer is in it (the owner or a member). */
  linkWhenInSquad?: boolean;
  className?: string;
}

/**
 * The squad on a post: its faces, "3 of 5 spots filled" with a bar, and "Open squad"
 * for those in it. Nothing when the post offers no spots (it always offers at least one).
 */
export function SquadSummary({
  postId,
  postTitle,
  squad: squadRef,
  linkWhenInSquad = false,
  className,
}: SquadSummaryProps) {
  const squad = useFragment(PostSquadFieldsFragment, squadRef);
  if (squad.spots_total <= 0) return null;
  const full = squad.spots_filled >= squad.spots_total;
  const percent = Math.min(100, Math.round((squad.spots_filled / squad.spots_total) * 100));
  return (
    <div className={cn('flex items-center gap-3', className)} data-testid="squad-summary">
      <AvatarStack
        members={squad.squad_preview}
        total={squad.spots_filled + 1}
        label={squadLabel(squad.spots_filled)}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="text-xs font-medium text-foreground/80 tabular-nums">
          {spotsFilledText(squad.spots_filled, squad.spots_total)}
        </p>
        {/* The words above say it; the bar is for the eye only. */}
        <div
          aria-hidden="true"
          className="h-1.5 w-full max-w-40 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full', full ? 'bg-success' : 'bg-primary')}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      {linkWhenInSquad && squad.in_squad ? (
        <Link
          to={squadPath(postId)}
          aria-label={postTitle ? `Open squad: ${postTitle}` : undefined}
          className="inline-flex shrink-0 items-center gap-1 rounded-md text-xs font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          Open squad
          <ArrowRight className="size-3.5" aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}
