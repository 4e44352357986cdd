import { useThemeStore } from '@/stores/theme';
import { cn } from '@/lib/cn';
import { THEME_OPTIONS } from './theme-options';

/** A segmented Light / Dark / System control, for places with room to show all three at once. */
export function ThemeSwitcher({ className }: { className?: string }) {
  const theme = useThemeStore((s) => s.theme);
  const setTheme = useThemeStore((s) => s.setTheme);
  return (
    <div
      role="radiogroup"
      aria-label="Theme"
      className={cn('grid grid-cols-3 gap-1 rounded-xl bg-muted p-1', className)}
    >
      {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={theme === value}
          onClick={() => setTheme(value)}
          className={cn(
            'flex items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium text-muted-foreground',
            'transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            theme === value && 'bg-card text-foreground shadow-soft dark:bg-secondary',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}
