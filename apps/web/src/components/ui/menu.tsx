import { useEffect, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { MenuDropdown as LoadedMenu } from './menu-dropdown';
import type { MenuEntry, MenuProps } from './menu-parts';

type Dropdown = typeof LoadedMenu;

// The menu's code, shared by every menu of the page: once it is in, each trigger becomes the real
// one (a trigger seen before it arrived too, so a press reaches Radix's own handlers).
let loaded: Dropdown | null = null;
let loading: Promise<boolean> | null = null;
const listeners = new Set<() => void>();

/** Downloads the menu's code once; answers whether it is in (a failed download is tried again). */
function loadDropdown(): Promise<boolean> {
  loading ??= import('./menu-dropdown').then(
    (module) => {
      loaded = module.MenuDropdown;
      for (const listener of listeners) listener();
      return true;
    },
    () => {
      loading = null; // the next hover or press tries again
      return false;
    },
  );
  return loading;
}

// What opens a closed menu from its trigger, and on which item (as in menu-dropdown.tsx).
const OPENING_KEYS: Readonly<Record<string, MenuEntry>> = {
  Enter: 'checked',
  ' ': 'checked',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

/**
 * A dropdown menu (the WAI-ARIA menu-button pattern; its behaviour is in menu-dropdown.tsx). The
 * menu library (Radix and Floating UI, about 50 KB) is not in the first screen's files: the trigger
 * is drawn at once, and the menu is downloaded when a trigger is first hovered, focused or pressed.
 * A press before it arrives opens it on arrival, on the item that press would have chosen; a
 * trigger that had focus keeps it (docs/decisions/0065-first-screen-bytes.md).
 */
export function Menu(props: MenuProps) {
  const [MenuDropdown, setMenuDropdown] = useState<Dropdown | null>(() => loaded);
  const [openWith, setOpenWith] = useState<MenuEntry | null>(null);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (MenuDropdown) return;
    const arrived = () => setMenuDropdown(() => loaded);
    if (loaded) arrived();
    listeners.add(arrived);
    return () => {
      listeners.delete(arrived);
    };
  }, [MenuDropdown]);

  if (MenuDropdown) {
    return <MenuDropdown {...props} openWith={openWith} focusTrigger={focused} />;
  }

  // A press opens the menu when its code arrives; if the download fails, the press is forgotten,
  // so a later download (the next hover) does not open a menu nobody asked for.
  const openOnArrival = (entry: MenuEntry) => {
    setOpenWith(entry);
    void loadDropdown().then((arrived) => {
      if (!arrived) setOpenWith(null);
    });
  };

  // As Radix's trigger: a main-button press without Ctrl opens, and keeps focus off the trigger.
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || event.ctrlKey) return;
    event.preventDefault();
    openOnArrival('checked');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const entry = OPENING_KEYS[event.key];
    if (!entry) return;
    event.preventDefault();
    openOnArrival(entry);
  };

  return (
    <button
      type="button"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      title={props.triggerTitle}
      className={props.triggerClassName}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => {
        setFocused(true);
        void loadDropdown();
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    >
      {props.trigger}
    </button>
  );
}
