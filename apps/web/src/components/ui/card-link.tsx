import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from './button';

interface CardLinkProps {
  to: string;
  children: ReactNode;
  'aria-label'?: string;
  /** The arrow moves right while the card (a `group`) is hovered. */
  arrowNudges?: boolean;
}

/** A card footer's link to the full page (View Details, View Profile): ghost, small, with an arrow. */
export function CardLink({ to, children, arrowNudges = false, ...props }: CardLinkProps) {
  return (
    <ButtonLink
      to={to}
      variant="ghost"
      size="sm"
      className="-ml-2 text-primary hover:text-primary"
      {...props}
    >
      {children}
      <ArrowRight
        aria-hidden="true"
        className={arrowNudges ? 'transition-transform group-hover:translate-x-0.5' : undefined}
      />
    </ButtonLink>
  );
}
