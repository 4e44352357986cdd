import { useState } from 'react';
import { cn } from '@/lib/cn';
import { PresenceDot } from '@/components/presence/presence';
import { displayName } from '@squadup/shared';

/** Up to two initials from a first and last name; '?' when both are empty. */
export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  const letters = [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || '?';
}

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
  xl: 'size-24 text-3xl',
};

interface AvatarProps {
  src?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  size?: keyof typeof sizes;
  className?: string;
  /** True draws the green "Online" dot (decision 0032); the dot sits outside the round clip. */
  online?: boolean | null;
}

/** A round photo, or the member's initials when there is no photo or it fails to load. */
export function Avatar({ online, ...props }: AvatarProps) {
  if (!online) return <AvatarFace {...props} />;
  return (
    <span className="relative inline-flex shrink-0">
      <AvatarFace {...props} />
      <PresenceDot size={props.size} />
    </span>
  );
}

function AvatarFace({ src, firstName, lastName, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const name = displayName({ first_name: firstName, last_name: lastName }, '');
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold select-none',
        'bg-gradient-to-br from-primary to-accent text-white',
        sizes[size],
        className,
      )}
    >
      {showImage && src ? (
        <img
          src={src}
          alt={name ? `${name}'s photo` : 'Profile photo'}
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden={name ? undefined : true}>{initialsOf(firstName, lastName)}</span>
      )}
    </span>
  );
}

/** The name and photo fields every member view carries (person, post author, applicant, contact). */
interface Member {
  photo?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

/** A member's Avatar, read from their photo and name fields. */
export function MemberAvatar({
  member,
  ...props
}: Omit<AvatarProps, 'src' | 'firstName' | 'lastName'> & { member: Member }) {
  return (
    <Avatar
      src={member.photo}
      firstName={member.first_name}
      lastName={member.last_name}
      {...props}
    />
  );
}

interface AvatarStackProps {
  members: readonly Member[];
  /** How many there are in all: "+N" counts the ones not drawn. */
  total?: number;
  size?: keyof typeof sizes;
  /** Names the group for assistive technology, e.g. "Squad: 3 members". */
  label: string;
  className?: string;
}

/** Overlapping avatars of a group (a squad on a card or a chat row), with "+N" for the rest. */
export function AvatarStack({
  members,
  total = members.length,
  size = 'sm',
  label,
  className,
}: AvatarStackProps) {
  const more = total - members.length;
  return (
    <span role="img" aria-label={label} className={cn('flex items-center -space-x-2', className)}>
      {members.map((member, index) => (
        <MemberAvatar key={index} member={member} size={size} className="ring-2 ring-card" />
      ))}
      {more > 0 && (
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex shrink-0 items-center justify-center rounded-full bg-muted font-semibold text-muted-foreground ring-2 ring-card',
            sizes[size],
          )}
        >
          +{more}
        </span>
      )}
    </span>
  );
}
