import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/cn';
import { MenuContext } from './menu-context';

interface MenuProps {
  /** Accessible name of the trigger button, e.g. "Toggle theme". */
  label: string;
  trigger: ReactNode;
  /** Tooltip for the trigger, e.g. the current choice. */
  triggerTitle?: string;
  triggerClassName?: string;
  menuClassName?: string;
  align?: 'start' | 'end';
  children: ReactNode;
}

const ITEM_SELECTOR = '[role="menuitem"],[role="menuitemradio"],[role="menuitemcheckbox"]';

function menuItemsIn(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
}

/**
 * A dropdown menu following the WAI-ARIA menu-button pattern: Enter, Space or the arrow keys open it,
 * arrows/Home/End move between items, Escape closes it and returns focus to the trigger, Tab leaves it.
 */
export function Menu({
  label,
  trigger,
  triggerTitle,
  triggerClassName,
  menuClassName,
  align = 'end',
  children,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<'first' | 'last' | 'checked'>('checked');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const all = menuItemsIn(menuRef.current);
    const checked = all.find((el) => el.getAttribute('aria-checked') === 'true');
    const target =
      initialFocus === 'last'
        ? all.at(-1)
        : initialFocus === 'checked'
          ? (checked ?? all[0])
          : all[0];
    target?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, initialFocus]);

  const openWith = (focus: 'first' | 'last' | 'checked') => {
    setInitialFocus(focus);
    setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItemsIn(menuRef.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => all[(i + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close();
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        title={triggerTitle}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={triggerClassName}
        onClick={() => (open ? close(false) : openWith('checked'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open ? (
        <MenuContext value={{ close }}>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={label}
            onKeyDown={onMenuKeyDown}
            className={cn(
              'absolute top-full z-50 mt-2 min-w-52 origin-top rounded-xl border border-border bg-card p-1.5',
              'text-card-foreground shadow-lifted animate-pop-in',
              align === 'end' ? 'right-0' : 'left-0',
              menuClassName,
            )}
          >
            {children}
          </div>
        </MenuContext>
      ) : null}
    </div>
  );
}
