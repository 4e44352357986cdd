import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { MapPin } from 'lucide-react';
import { PERSON_CARD_SKILLS } from '@squadup/shared';
import { ConnectionAction } from '@/components/connection/connection-action';
import { MemberAvatar } from '@/components/ui/avatar';
import { listCardClasses } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { CardLink } from '@/components/ui/card-link';
import { TechChips } from '@/components/ui/tech-chips';
import { type FragmentType, useFragment } from '@/gql';
import { cn } from '@/lib/cn';
import { useAuthStore } from '@/stores/auth-storage';
import { PersonCardFieldsFragment } from '../api/people-queries';
import { displayName } from '@squadup/shared';

export type PersonCardPerson = FragmentType<typeof PersonCardFieldsFragment>;

interface PersonCardProps {
  person: PersonCardPerson;
  /** Set on the last card of an infinitely scrolled list. */
  ref?: Ref<HTMLElement>;
  className?: string;
}

/**
 * A member on Find People: avatar, name, title, bio (3 lines), up to 4 skills plus
 * '+N more', View Profile and Connect / Pending / Message (none on one's own card).
 */
export function PersonCard({ person: personRef, ref, className }: PersonCardProps) {
  const person = useFragment(PersonCardFieldsFragment, personRef);
  const viewerId = useAuthStore((state) => state.user?._id);
  const isSelf = viewerId === person._id;
  const name = displayName(person, '');
  const profilePath = `/profile/${person._id}`;
  return (
    <article
      ref={ref}
      aria-labelledby={`person-${person._id}-name`}
      data-testid="person-card"
      className={cn(listCardClasses, className)}
    >
      <header className="flex items-start gap-3.5">
        <MemberAvatar member={person} size="lg" online={!isSelf && person.is_online} />
        <div className="min-w-0 flex-1 pt-0.5">
          <div className="flex items-center gap-2">
            <h3
              id={`person-${person._id}-name`}
              className="truncate text-lg leading-snug font-semibold tracking-tight"
            >
              <Link
                to={profilePath}
                className="rounded-md hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {name}
              </Link>
            </h3>
            {isSelf ? <Badge tone="primary">You</Badge> : null}
          </div>
          <p className="truncate text-sm text-muted-foreground">{person.title || 'No title'}</p>
          {person.location_id ? (
            <p className="mt-0.5 flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{person.location_id}</span>
            </p>
          ) : null}
        </div>
      </header>

      {person.bio ? (
        <p className="line-clamp-3 text-sm break-words text-foreground/80" data-testid="person-bio">
          {person.bio}
        </p>
      ) : null}

      <TechChips
        items={person.top_skills.map((skill) => skill.skill_name)}
        max={PERSON_CARD_SKILLS}
        label="Skills"
      />

      <footer className="mt-auto flex flex-wrap items-center gap-2 border-t border-border/70 pt-4">
        <CardLink to={profilePath} arrowNudges>
          View Profile
        </CardLink>
        <ConnectionAction
          userId={person._id}
          status={person.is_connection}
          chatId={person.chat_id}
          name={name}
          className="ml-auto"
        />
      </footer>
    </article>
  );
}
