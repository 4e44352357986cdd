import { useState } from 'react';
import { ChevronDown, LogOut, MonitorX } from 'lucide-react';
import { MemberAvatar } from '@/components/ui/avatar';
import { Menu } from '@/components/ui/menu';
import { MenuItem, MenuLabel, MenuLink, MenuSeparator } from '@/components/ui/menu-items';
import { useAuthStore } from '@/stores/auth-storage';
import { USER_MENU_LINKS } from './nav-items';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog';
import { useSignOut } from './use-sign-out';
import { displayName } from '@squadup/shared';

export function UserMenu() {
  const user = useAuthStore((s) => s.user);
  const signOut = useSignOut();
  const [askEverywhere, setAskEverywhere] = useState(false);
  const name = displayName(user, '');
  return (
    <>
      <Menu
        label="Account menu"
        menuClassName="w-64"
        triggerClassName="group flex items-center gap-1 rounded-full p-0.5 pr-1.5 transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-expanded:bg-muted"
        trigger={
          <>
            <MemberAvatar member={user ?? {}} size="sm" />
            <ChevronDown
              aria-hidden="true"
              className="size-4 text-muted-foreground transition-transform group-aria-expanded:rotate-180"
            />
          </>
        }
      >
        <MenuLabel>
          <span className="block truncate text-sm font-semibold text-foreground">
            {name || 'Your account'}
          </span>
          {user?.email ? <span className="block truncate font-normal">{user.email}</span> : null}
        </MenuLabel>
        <MenuSeparator />
        {USER_MENU_LINKS.map(({ to, label, icon: Icon, badge: Badge }) => (
          <MenuLink key={to} to={to} icon={<Icon aria-hidden="true" />}>
            <span className="flex-1">{label}</span>
            {Badge ? <Badge /> : null}
          </MenuLink>
        ))}
        <MenuSeparator />
        <MenuItem
          icon={<LogOut aria-hidden="true" />}
          onSelect={signOut}
          className="text-destructive hover:bg-destructive/10 focus:bg-destructive/10 [&_svg]:text-destructive"
        >
          Sign out
        </MenuItem>
        <MenuItem
          icon={<MonitorX aria-hidden="true" />}
          onSelect={() => setAskEverywhere(true)}
          className="text-destructive hover:bg-destructive/10 focus:bg-destructive/10 [&_svg]:text-destructive"
        >
          Sign out everywhere
        </MenuItem>
      </Menu>
      <SignOutEverywhereDialog open={askEverywhere} onClose={() => setAskEverywhere(false)} />
    </>
  );
}
