import { createContext, use } from 'react';

interface MenuContextValue {
  close: (returnFocus?: boolean) => void;
}

export const MenuContext = createContext<MenuContextValue | null>(null);

export function useMenuContext(): MenuContextValue {
  const context = use(MenuContext);
  if (!context) throw new Error('Menu items must be rendered inside <Menu>.');
  return context;
}
