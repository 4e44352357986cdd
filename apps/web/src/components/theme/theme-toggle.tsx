import { Moon, Sun } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Menu } from '@/components/ui/menu';
import { MenuRadioItem } from '@/components/ui/menu-items';
import { useThemeStore } from '@/stores/theme';
import { THEME_OPTIONS } from './theme-options';

/** The navigation bar's theme menu: Light, Dark or System, the current one checked. */
export function ThemeToggle() {
  const theme = useThemeStore((s) => s.theme);
  const resolvedTheme = useThemeStore((s) => s.resolvedTheme);
  const setTheme = useThemeStore((s) => s.setTheme);
  const current = THEME_OPTIONS.find((option) => option.value === theme);
  return (
    <Menu
      label="Toggle theme"
      triggerTitle={`Theme: ${current?.label ?? 'System'}`}
      menuClassName="min-w-40"
      triggerClassName={buttonClasses({
        variant: 'ghost',
        size: 'icon-sm',
        className: 'rounded-full',
      })}
      trigger={resolvedTheme === 'dark' ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
    >
      {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
        <MenuRadioItem
          key={value}
          checked={theme === value}
          icon={<Icon aria-hidden="true" />}
          onSelect={() => setTheme(value)}
        >
          {label}
        </MenuRadioItem>
      ))}
    </Menu>
  );
}
