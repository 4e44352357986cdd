import { displayName } from '@squadup/shared';
import { useState, type ReactNode } from 'react';
import { CalendarDays, Camera, Mail, MapPin, Pencil, Users } from 'lucide-react';
import type { ProfileUserQuery } from '@/gql/graphql';
import { ConnectionAction } from '@/components/connection/connection-action';
import { MessageMemberButton } from '@/components/connection/message-member-button';
import { ReportButton } from '@/components/report/report-button';
import { Alert } from '@/components/ui/alert';
import { MemberAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { presenceText } from '@/components/presence/presence';
import { joinedYear } from '../../lib/format';
import { LookingForRow } from './looking-for-row';
import { VisitorActions } from './visitor-actions';
import { ProfileLinks } from './profile-links';

export type ProfileUser = ProfileUserQuery['loadUserById'];

interface ProfileHeaderProps {
  user: ProfileUser;
  isOwner: boolean;
  /** A signed-out visitor: no presence, and a way to sign in instead of Connect and Report. */
  isVisitor?: boolean;
  onEditProfile: () => void;
  onEditPhoto: () => void;
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 [&_svg]:size-4 [&_svg]:shrink-0">
      {icon}
      {children}
    </li>
  );
}

/** The header card, with the owner's, a member's or a signed-out visitor's actions. */
export function ProfileHeader({
  user,
  isOwner,
  isVisitor = false,
  onEditProfile,
  onEditPhoto,
}: ProfileHeaderProps) {
  const name = displayName(user, '');
  // Why Message could not open a chat, across the card under the actions.
  const [messageRefusal, setMessageRefusal] = useState<string | null>(null);
  const year = joinedYear(user.created_at);
  const count = user.connections_count;
  // Presence is for others to see (decision 0032): the owner knows they are here. It is for members
  // only: the API tells a visitor nothing (offline, never seen), which must not read as "offline".
  const showsPresence = !isOwner && !isVisitor;
  const presence = showsPresence ? presenceText(user.is_online, user.last_seen) : '';
  const avatar = (
    <MemberAvatar
      member={user}
      size="xl"
      className="ring-4 ring-card"
      online={showsPresence && user.is_online}
    />
  );
  return (
    <Card className="overflow-hidden">
      <div
        aria-hidden="true"
        className="h-24 bg-gradient-to-r from-primary/80 via-primary/50 to-accent/60 sm:h-28"
      />
      <div className="flex flex-col gap-4 px-5 pb-6 sm:px-8">
        <div className="-mt-12 flex flex-wrap items-end justify-between gap-3">
          {isOwner ? (
            <button
              type="button"
              onClick={onEditPhoto}
              aria-label="Change profile photo"
              title="Change profile photo"
              className="group relative rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card focus-visible:outline-none"
            >
              {avatar}
              <span className="absolute right-0 bottom-0 flex size-8 items-center justify-center rounded-full border-2 border-card bg-primary-fill text-primary-foreground shadow-soft transition-transform group-hover:scale-110">
                <Camera className="size-4" aria-hidden="true" />
              </span>
            </button>
          ) : (
            avatar
          )}
          {isOwner ? (
            <Button variant="outline" onClick={onEditProfile}>
              <Pencil aria-hidden="true" />
              Edit Profile
            </Button>
          ) : isVisitor ? (
            <VisitorActions />
          ) : (
            <div className="flex flex-wrap items-center gap-2">
              <ReportButton
                subjectType="user"
                subjectId={user._id}
                className="text-muted-foreground"
              />
              <MessageMemberButton
                userId={user._id}
                status={user.is_connection}
                onRefused={setMessageRefusal}
              />
              <ConnectionAction
                userId={user._id}
                status={user.is_connection}
                chatId={user.chat_id}
                variant="profile"
                name={name}
              />
            </div>
          )}
        </div>
        {messageRefusal ? <Alert>{messageRefusal}</Alert> : null}
        <div className="min-w-0">
          <h2 className="text-2xl font-bold tracking-tight break-words">{name}</h2>
          <p className="mt-0.5 text-base text-muted-foreground">{user.title || 'No title'}</p>
          {presence ? (
            <p className="mt-1 text-sm text-muted-foreground" data-testid="profile-presence">
              {presence}
            </p>
          ) : null}
        </div>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
          {/* A location nobody gave is left out: "Unknown" read as something the site had lost. */}
          {user.location_id ? (
            <Meta icon={<MapPin aria-hidden="true" />}>{user.location_id}</Meta>
          ) : null}
          {year ? <Meta icon={<CalendarDays aria-hidden="true" />}>Joined {year}</Meta> : null}
          <Meta icon={<Users aria-hidden="true" />}>
            {count} {count === 1 ? 'connection' : 'connections'}
          </Meta>
          {user.email ? (
            <Meta icon={<Mail aria-hidden="true" />}>
              <a
                href={`mailto:${user.email}`}
                className="break-all hover:text-foreground hover:underline"
              >
                {user.email}
              </a>
            </Meta>
          ) : null}
        </ul>
        <LookingForRow types={user.looking_for} />
        <ProfileLinks links={user.links} />
        {user.bio ? (
          <p className="max-w-prose text-[0.9375rem] leading-relaxed whitespace-pre-line text-foreground/85">
            {user.bio}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
