import { createContext, useContext, type ReactNode } from 'react';
import type * as DropdownMenu from '@radix-ui/react-dropdown-menu';

/**
 * Radix's menu parts, handed to the items by the open menu (menu-dropdown.tsx): the items'
 * module then imports no Radix code, so a page that shows a menu's trigger but never opens it
 * does not download the menu library.
 */
export type MenuParts = Pick<typeof DropdownMenu, 'Item' | 'Separator' | 'Label'>;

export const MenuPartsContext = createContext<MenuParts | null>(null);

export function useMenuParts(): MenuParts {
  const parts = useContext(MenuPartsContext);
  if (!parts) throw new Error('A menu item is rendered outside a <Menu>');
  return parts;
}

export interface MenuProps {
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
export type MenuEntry = 'checked' | 'first' | 'last';
