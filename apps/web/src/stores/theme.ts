import { create } from 'zustand';
import { THEME } from '@/lib/constants';

export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEMES: readonly Theme[] = ['light', 'dark', 'system'];
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** Reads the saved preference; the value is a plain string (shadcn's vite-ui-theme convention), not JSON. */
export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME.storageKey);
    return isTheme(stored) ? stored : THEME.default;
  } catch {
    // Storage can throw (privacy modes, disabled cookies); the default is the safe answer.
    return THEME.default;
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(theme: Theme, prefersDark = systemPrefersDark()): ResolvedTheme {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

function applyToDocument(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}

interface ThemeState {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
  /** Re-reads the operating system preference; only has an effect in system mode. */
  syncWithSystem: () => void;
}

export const useThemeStore = create<ThemeState>()((set, get) => {
  const initial = readStoredTheme();
  return {
    theme: initial,
    resolvedTheme: resolveTheme(initial),
    setTheme: (theme) => {
      try {
        localStorage.setItem(THEME.storageKey, theme);
      } catch {
        // Not persisting is acceptable; the choice still applies for this visit.
      }
      const resolvedTheme = resolveTheme(theme);
      applyToDocument(resolvedTheme);
      set({ theme, resolvedTheme });
    },
    syncWithSystem: () => {
      if (get().theme !== 'system') return;
      const resolvedTheme = resolveTheme('system');
      applyToDocument(resolvedTheme);
      set({ resolvedTheme });
    },
  };
});

/**
 * Applies the current theme to <html> and follows the OS dark-mode setting live while in system mode.
 * Returns the cleanup that stops listening.
 */
export function startThemeSync(): () => void {
  const { theme, syncWithSystem } = useThemeStore.getState();
  applyToDocument(resolveTheme(theme));
  useThemeStore.setState({ resolvedTheme: resolveTheme(theme) });
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(DARK_QUERY);
  const onChange = () => syncWithSystem();
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
