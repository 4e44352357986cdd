import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useThemeStore } from '@/stores/theme';
import { ThemeToggle } from './theme-toggle';

function renderToggle() {
  render(
    <MemoryRouter>
      <button type="button">before</button>
      <ThemeToggle />
    </MemoryRouter>,
  );
}

// The trigger is redrawn once the menu's code has arrived (components/ui/menu.tsx): read it anew.
const trigger = () => screen.getByRole('button', { name: 'Toggle theme' });

const expectFocus = (name: string) =>
  waitFor(() => expect(screen.getByRole('menuitemradio', { name })).toHaveFocus());

describe('ThemeToggle', () => {
  beforeEach(() => useThemeStore.setState({ theme: 'system', resolvedTheme: 'light' }));

  it('opens a menu with the current choice checked and applies a new one', async () => {
    const user = userEvent.setup();
    renderToggle();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Focus starts on the checked item.
    await expectFocus('System');

    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    expect(trigger()).toHaveFocus();
  });

  it('is keyboard operable: arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderToggle();
    trigger().focus();

    await user.keyboard('{ArrowDown}');
    await expectFocus('Light');
    await user.keyboard('{ArrowDown}');
    await expectFocus('Dark');
    await user.keyboard('{End}');
    await expectFocus('System');
    await user.keyboard('{ArrowDown}');
    await expectFocus('Light');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('Enter on a focused item selects it', async () => {
    const user = userEvent.setup();
    renderToggle();
    trigger().focus();
    await user.keyboard('{ArrowUp}');
    await expectFocus('System');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(useThemeStore.getState().theme).toBe('dark');
  });
});
