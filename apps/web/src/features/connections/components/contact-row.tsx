import { Link } from 'react-router-dom';
import { MessageSquare, MoreVertical, UserMinus, UserRound } from 'lucide-react';
import { MemberAvatar } from '@/components/ui/avatar';
import { Button, ButtonLink } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Menu } from '@/components/ui/menu';
import { MenuItem, MenuLink } from '@/components/ui/menu-items';
import type { ConnectionsListQuery } from '@/gql/graphql';
import { displayName } from '@squadup/shared';

export type Contact = ConnectionsListQuery['loadConnectionsList'][number];

interface ContactRowProps {
  contact: Contact;
  /** Below the narrow breakpoint: a compact row, Chat as an icon, the rest in a menu. */
  narrow: boolean;
  onRemove: (contact: Contact) => void;
}

export const contactName = (contact: Contact): string => displayName(contact);

/** One accepted connection: who they are, Chat, and remove (after a confirmation). */
export function ContactRow({ contact, narrow, onRemove }: ContactRowProps) {
  const name = contactName(contact);
  const profilePath = `/profile/${contact.other_user_id}`;
  const chat = contact.chat_id ? (
    <ButtonLink
      to={`/chat/${contact.chat_id}`}
      variant={narrow ? 'ghost' : 'secondary'}
      size={narrow ? 'icon-sm' : 'sm'}
      aria-label={`Chat with ${name}`}
      title={narrow ? 'Chat' : undefined}
    >
      <MessageSquare aria-hidden="true" />
      {narrow ? null : 'Chat'}
    </ButtonLink>
  ) : null;

  return (
    <li
      className="flex items-center gap-3 px-3 py-3 sm:gap-4 sm:px-5 sm:py-4"
      data-testid="contact-row"
    >
      <MemberAvatar member={contact} size={narrow ? 'md' : 'lg'} />
      <div className="min-w-0 flex-1">
        <Link
          to={profilePath}
          className="block truncate font-semibold hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {name}
        </Link>
        <p className="truncate text-sm text-muted-foreground">{contact.title || 'No title'}</p>
      </div>
      {narrow ? (
        <div className="flex shrink-0 items-center gap-0.5">
          {chat}
          <Menu
            label={`More actions for ${name}`}
            trigger={<MoreVertical className="size-4" aria-hidden="true" />}
            triggerClassName={buttonClasses({ variant: 'ghost', size: 'icon-sm' })}
          >
            <MenuLink to={profilePath} icon={<UserRound />}>
              View Profile
            </MenuLink>
            <MenuItem
              icon={<UserMinus />}
              onSelect={() => onRemove(contact)}
              className="text-destructive [&_svg]:text-destructive"
            >
              Remove connection
            </MenuItem>
          </Menu>
        </div>
      ) : (
        <div className="flex shrink-0 items-center gap-2">
          {chat}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${name}`}
            className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
            onClick={() => onRemove(contact)}
          >
            <UserMinus aria-hidden="true" />
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}
