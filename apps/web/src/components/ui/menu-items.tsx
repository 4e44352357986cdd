import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useMenuParts } from './menu-parts';

// The items of a <Menu>: Radix DropdownMenu parts with the app's look. Choosing one closes the menu.
// The parts come from the open menu (menu-parts.ts), so this module stays free of Radix code.

const itemClasses =
  'flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm font-medium text-foreground/90 ' +
  'outline-none transition-colors hover:bg-muted focus-visible:bg-muted focus:bg-muted ' +
  '[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground';

interface MenuItemProps {
  icon?: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  className?: string;
}

export function MenuItem({ icon, children, onSelect, className }: MenuItemProps) {
  const { Item } = useMenuParts();
  return (
    <Item className={cn(itemClasses, className)} onSelect={onSelect}>
      {icon}
      {children}
    </Item>
  );
}

interface MenuLinkProps {
  to: string;
  icon?: ReactNode;
  children: ReactNode;
}

/** A menu item that is a real link (middle-click, copy address). */
export function MenuLink({ to, icon, children }: MenuLinkProps) {
  const { Item } = useMenuParts();
  return (
    <Item asChild className={itemClasses}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </Item>
  );
}

interface MenuRadioItemProps {
  checked: boolean;
  icon?: ReactNode;
  children: ReactNode;
  onSelect: () => void;
}

/** One of a set of choices, the current one checked (as Radix's own RadioItem renders it). */
export function MenuRadioItem({ checked, icon, children, onSelect }: MenuRadioItemProps) {
  const { Item } = useMenuParts();
  return (
    <Item
      role="menuitemradio"
      aria-checked={checked}
      className={cn(itemClasses, checked && 'text-primary-soft-foreground')}
      onSelect={onSelect}
    >
      {icon}
      <span className="flex-1">{children}</span>
      {checked ? <Check aria-hidden="true" className="!text-primary" /> : null}
    </Item>
  );
}

export function MenuSeparator() {
  const { Separator } = useMenuParts();
  return <Separator className="-mx-1.5 my-1.5 h-px bg-border" />;
}

export function MenuLabel({ children }: { children: ReactNode }) {
  const { Label } = useMenuParts();
  return (
    <Label className="px-2.5 pt-1.5 pb-1 text-xs font-semibold text-muted-foreground">
      {children}
    </Label>
  );
}
