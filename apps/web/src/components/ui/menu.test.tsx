import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The menu's code (Radix) arrives after its trigger is drawn (menu.tsx). Each test imports the
// modules afresh, so that the code is not in yet when it starts.
async function renderFreshMenu() {
  vi.resetModules();
  const { Menu } = await import('./menu');
  const { MenuRadioItem } = await import('./menu-items');
  const chosen = vi.fn();
  render(
    <Menu label="Sort" trigger="Sort">
      {['Newest', 'Oldest', 'Closing soon'].map((label) => (
        <MenuRadioItem
          key={label}
          checked={label === 'Oldest'}
          onSelect={() => {
            chosen(label);
          }}
        >
          {label}
        </MenuRadioItem>
      ))}
    </Menu>,
  );
  return { chosen, trigger: () => screen.getByRole('button', { name: 'Sort' }) };
}

const expectFocus = (name: string) =>
  waitFor(() => expect(screen.getByRole('menuitemradio', { name })).toHaveFocus());

describe('Menu before its code has arrived', () => {
  beforeEach(() => vi.resetModules());

  it('draws a closed menu button at once', async () => {
    const { trigger } = await renderFreshMenu();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on arrival when pressed before, on the checked item', async () => {
    const { trigger, chosen } = await renderFreshMenu();
    fireEvent.pointerDown(trigger(), { button: 0 });
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await expectFocus('Oldest');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Closing soon' }));
    expect(chosen).toHaveBeenCalledWith('Closing soon');
  });

  it('opens on arrival on the item the key chose (ArrowUp: the last)', async () => {
    const { trigger } = await renderFreshMenu();
    fireEvent.keyDown(trigger(), { key: 'ArrowUp' });
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await expectFocus('Closing soon');
  });

  it('keeps focus on the trigger when the code arrives while it is focused', async () => {
    const { trigger } = await renderFreshMenu();
    act(() => trigger().focus());
    // The trigger is replaced by Radix's own: focus moves to the new one.
    await waitFor(() => expect(trigger()).toHaveAttribute('id'));
    expect(trigger()).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('forgets a press whose download failed: a later download does not open the menu', async () => {
    // The menu's code cannot be downloaded (offline), then can.
    vi.doMock('./menu-dropdown', () => {
      throw new Error('offline');
    });
    const { trigger } = await renderFreshMenu();
    fireEvent.pointerDown(trigger(), { button: 0 });
    // The same download, failing; then the menu's own handling of that failure.
    await expect(import('./menu-dropdown')).rejects.toThrow();
    await act(async () => {});
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    vi.doUnmock('./menu-dropdown');
    // A hover while the failed download is still pending gets that failure: hover until it loads.
    await waitFor(() => {
      fireEvent.pointerEnter(trigger());
      expect(trigger()).toHaveAttribute('id');
    });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
