import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useMenuContext } from './menu-context';

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
  const { close } = useMenuContext();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={cn(itemClasses, className)}
      onClick={() => {
        close(false);
        onSelect();
      }}
    >
      {icon}
      {children}
    </button>
  );
}

interface MenuLinkProps {
  to: string;
  icon?: ReactNode;
  children: ReactNode;
}

export function MenuLink({ to, icon, children }: MenuLinkProps) {
  const { close } = useMenuContext();
  return (
    <Link
      to={to}
      role="menuitem"
      tabIndex={-1}
      className={itemClasses}
      onClick={() => close(false)}
    >
      {icon}
      {children}
    </Link>
  );
}

interface MenuRadioItemProps {
  checked: boolean;
  icon?: ReactNode;
  children: ReactNode;
  onSelect: () => void;
}

export function MenuRadioItem({ checked, icon, children, onSelect }: MenuRadioItemProps) {
  const { close } = useMenuContext();
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      className={cn(itemClasses, checked && 'text-primary-soft-foreground')}
      onClick={() => {
        close();
        onSelect();
      }}
    >
      {icon}
      <span className="flex-1">{children}</span>
      {checked ? <Check aria-hidden="true" className="!text-primary" /> : null}
    </button>
  );
}

export function MenuSeparator() {
  return (
    <div role="separator" aria-orientation="horizontal" className="-mx-1.5 my-1.5 h-px bg-border" />
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return (
    <div role="none" className="px-2.5 pt-1.5 pb-1 text-xs font-semibold text-muted-foreground">
      {children}
    </div>
  );
}
