import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { LoadSquadQuery } from '@/gql/graphql';
import { cn } from '@/lib/cn';
import { isSeatFilled, openSeatsText, spotsFilledText } from '@squadup/shared';

export type Squad = LoadSquadQuery['loadSquad'];

interface SquadHeaderProps {
  squad: Squad;
  /** The owner's or the member's action (View Applicants, Leave squad). */
  actions: ReactNode;
}

/** The squad page's header card: the post the squad is for, its title (to the post), type and status, spots and open seats. */
export function SquadHeader({ squad, actions }: SquadHeaderProps) {
  const { post } = squad;
  const closed = post.status === 'closed';
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={closed ? 'neutral' : 'success'}>{closed ? 'Closed' : 'Open'}</Badge>
        {post.project_type ? <Badge tone="primary">{post.project_type}</Badge> : null}
      </div>
      <h1 className="mt-3 text-2xl font-bold tracking-tight break-words sm:text-3xl">
        <Link
          to={`/post/${post._id}`}
          className="hover:text-primary focus-visible:rounded focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {post.title}
        </Link>
      </h1>
      <p className="mt-1.5 text-sm font-medium text-muted-foreground">
        {spotsFilledText(squad.spots_filled, squad.spots_total)}
      </p>
      {squad.seats.length > 0 ? (
        <ul aria-label="Seats" className="mt-4 flex flex-wrap gap-2">
          {squad.seats.map((seat, index) => {
            const full = isSeatFilled(seat);
            return (
              <li
                key={seat.role ?? index}
                className={cn(
                  'rounded-full px-3 py-1 text-xs font-semibold',
                  full
                    ? 'bg-muted text-muted-foreground'
                    : 'bg-primary-soft text-primary-soft-foreground',
                )}
              >
                {openSeatsText(seat)}
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="mt-5 flex flex-wrap items-center gap-2 border-t border-border/70 pt-5">
        {actions}
      </div>
    </Card>
  );
}
