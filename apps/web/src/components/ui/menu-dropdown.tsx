import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { cn } from '@/lib/cn';
import { MenuPartsContext, type MenuEntry, type MenuParts, type MenuProps } from './menu-parts';

const ITEM_SELECTOR = '[role="menuitem"],[role="menuitemradio"],[role="menuitemcheckbox"]';

const PARTS: MenuParts = {
  Item: DropdownMenu.Item,
  Separator: DropdownMenu.Separator,
  Label: DropdownMenu.Label,
};

function entryItem(menu: HTMLElement, entry: MenuEntry): HTMLElement | undefined {
  const items = Array.from(menu.querySelectorAll<HTMLElement>(ITEM_SELECTOR));
  if (entry === 'last') return items.at(-1);
  const checked = items.find((item) => item.getAttribute('aria-checked') === 'true');
  return (entry === 'checked' ? checked : undefined) ?? items[0];
}

interface MenuDropdownProps extends MenuProps {
  /** Open at once, focus on this item: the trigger was pressed before this module arrived. */
  openWith: MenuEntry | null;
  /** The trigger it replaces had focus: the new one takes it. */
  focusTrigger: boolean;
}

/**
 * The menu itself, on Radix DropdownMenu (the WAI-ARIA menu-button pattern): Enter, Space or the
 * arrow keys open it, arrows/Home/End and typing move between items, Escape closes it and returns
 * focus to the trigger. Not modal, as before: a click outside closes it and still lands, and the
 * page keeps scrolling. Downloaded when a trigger is first hovered, focused or pressed (menu.tsx).
 */
export function MenuDropdown({
  label,
  trigger,
  triggerTitle,
  triggerClassName,
  menuClassName,
  align = 'end',
  side = 'bottom',
  children,
  openWith,
  focusTrigger,
}: MenuDropdownProps) {
  const [open, setOpen] = useState(openWith !== null);
  const entry = useRef<MenuEntry | null>(openWith);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Read once: only as this trigger replaces the first one.
  const takeFocus = useRef(focusTrigger && openWith === null);

  useLayoutEffect(() => {
    if (takeFocus.current) triggerRef.current?.focus({ preventScroll: true });
  }, []);

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
        ref={triggerRef}
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
          <MenuPartsContext.Provider value={PARTS}>{children}</MenuPartsContext.Provider>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
