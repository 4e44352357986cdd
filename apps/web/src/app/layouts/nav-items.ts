import type { ComponentType } from 'react';
import {
  Bookmark,
  CalendarDays,
  Compass,
  FileText,
  Send,
  Settings,
  UserRound,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { MySquadsUnreadBadge } from '@/features/squads/components/my-squads-unread-badge';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** A count beside the label (rendered only while the menu is open). */
  badge?: ComponentType;
}

/**
 * The main navigation, in the desktop bar and the mobile bottom bar: the spec's Projects and
 * People, then My Squads, a squad's home, which is also in the account menus, and Events, where
 * teams are proposed (docs/decisions/0055).
 */
export const PRIMARY_NAV: readonly NavItem[] = [
  { to: '/projects', label: 'Projects', icon: Compass },
  { to: '/people', label: 'People', icon: Users },
  { to: '/squads', label: 'My Squads', icon: UsersRound },
  { to: '/events', label: 'Events', icon: CalendarDays },
];

/** The user menu's links, in the spec's order (point 2, Navigation), with My Squads and Settings. */
export const USER_MENU_LINKS: readonly NavItem[] = [
  { to: '/profile', label: 'My Profile', icon: UserRound },
  { to: '/myposts', label: 'My Posts', icon: FileText },
  { to: '/squads', label: 'My Squads', icon: UsersRound, badge: MySquadsUnreadBadge },
  { to: '/my-applications', label: 'My Applications', icon: Send },
  { to: '/saved-posts', label: 'My Saved Posts', icon: Bookmark },
  // Notifications, password, sessions and deleting the account.
  { to: '/settings', label: 'Settings', icon: Settings },
];

/** Chat screens manage their own height: no bottom padding on narrow screens. */
export function isChatPath(pathname: string): boolean {
  return pathname === '/chat' || pathname.startsWith('/chat/');
}
