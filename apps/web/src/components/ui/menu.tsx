import { useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { cn } from '@/lib/cn';

interface MenuProps {
  /** Accessible name of the trigger button (and so of the menu), e.g. "Toggle theme". */
  label: string;
  trigger: ReactNode;
  /** Tooltip for the trigger, e.g. the current choice. */
  triggerTitle?: string;
  triggerClassName?: string;
  menuClassName?: string;
  align?: 'start' | 'end';
  /** Below the trigger, or above it where there is no room below (Radix flips it if need be). */
  side?: 'top' | 'bottom';
  children: ReactNode;
}

/** Which item takes focus as the menu opens. */
type Entry = 'checked' | 'first' | 'last';

const ITEM_SELECTOR = '[role="menuitem"],[role="menuitemradio"],[role="menuitemcheckbox"]';

function entryItem(menu: HTMLElement, entry: Entry): HTMLElement | undefined {
  const items = Array.from(menu.querySelectorAll<HTMLElement>(ITEM_SELECTOR));
  if (entry === 'last') return items.at(-1);
  const checked = items.find((item) => item.getAttribute('aria-checked') === 'true');
  return (entry === 'checked' ? checked : undefined) ?? items[0];
}

/**
 * A dropdown menu on Radix DropdownMenu (the WAI-ARIA menu-button pattern): Enter, Space or the
 * arrow keys open it, arrows/Home/End and typing move between items, Escape closes it and returns
 * focus to the trigger. Not modal, as before: a click outside closes it and still lands, and the
 * page keeps scrolling.
 */
export function Menu({
  label,
  trigger,
  triggerTitle,
  triggerClassName,
  menuClassName,
  align = 'end',
  side = 'bottom',
  children,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const entry = useRef<Entry | null>(null);

  // Radix opens on ArrowDown (first item); ArrowUp opens on the last one, and a click, Enter or
  // Space on the checked one (e.g. the current theme).
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    entry.current =
      event.key === 'ArrowDown' ? 'first' : event.key === 'ArrowUp' ? 'last' : 'checked';
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  // Radix focuses the menu itself as it opens; move on to the entry item. Preventing the event
  // keeps Radix's own entry focus (always the first item) from overriding it.
  const onMenuFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || !entry.current) return;
    const item = entryItem(event.currentTarget, entry.current);
    entry.current = null;
    if (!item) return;
    event.preventDefault();
    item.focus({ preventScroll: true });
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Tab leaves a menu (WAI-ARIA); Radix would otherwise keep focus in it.
    if (event.key === 'Tab') setOpen(false);
  };

  // An item whose action moved focus on (a dialog, the message editor) keeps it there; otherwise
  // focus returns to the trigger (Radix's default).
  const onCloseAutoFocus = (event: Event) => {
    const active = document.activeElement;
    if (active && active !== document.body) event.preventDefault();
  };

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        title={triggerTitle}
        className={triggerClassName}
        onPointerDown={() => {
          entry.current = 'checked';
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side={side}
          align={align}
          sideOffset={side === 'top' ? 6 : 8}
          loop
          onFocus={onMenuFocus}
          onKeyDown={onMenuKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            'z-50 min-w-52 origin-top rounded-xl border border-border bg-card p-1.5',
            'text-card-foreground shadow-lifted animate-pop-in',
            menuClassName,
          )}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
