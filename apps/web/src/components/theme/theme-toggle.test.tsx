import { render, screen } from '@testing-library/react';
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

describe('ThemeToggle', () => {
  beforeEach(() => useThemeStore.setState({ theme: 'system', resolvedTheme: 'light' }));

  it('opens a menu with the current choice checked and applies a new one', async () => {
    const user = userEvent.setup();
    renderToggle();
    const trigger = screen.getByRole('button', { name: 'Toggle theme' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Focus starts on the checked item.
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveFocus();

    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    expect(trigger).toHaveFocus();
  });

  it('is keyboard operable: arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderToggle();
    const trigger = screen.getByRole('button', { name: 'Toggle theme' });
    trigger.focus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('Enter on a focused item selects it', async () => {
    const user = userEvent.setup();
    renderToggle();
    screen.getByRole('button', { name: 'Toggle theme' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(useThemeStore.getState().theme).toBe('dark');
  });
});
