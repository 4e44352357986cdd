import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GetMySquadsQuery } from '@/features/squads/api/my-squads';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-storage';
import { useCountersStore } from '@/stores/counters';
import { signIn } from '@/test/auth';
import { deferred, installDefaultFetch, json, mockFetch } from '@/test/fetch';
import { AppShell } from './app-shell';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const noSquads = {
  request: { query: GetMySquadsQuery },
  result: { data: { getMySquads: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderShellAt(path: string) {
  render(
    // The menus ask for the viewer's squads (My Squads' unread badge): none here, so no badge.
    <MockedProvider mocks={[noSquads]}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<AppShell />}>
            <Route path="*" element={<h1>Screen</h1>} />
          </Route>
          <Route path="/login" element={<h1>Login</h1>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

// jsdom ignores the md: breakpoint, so both bars are rendered; [0] is the desktop bar, [1] the mobile one.
const desktopNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;
const bottomNav = () => screen.getAllByRole('navigation', { name: 'Main' })[1]!;

describe('AppShell', () => {
  beforeEach(() => {
    signIn();
    useCountersStore.getState().reset();
  });

  it('links Projects and People and marks the active one', () => {
    renderShellAt('/people');
    expect(within(desktopNav()).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    expect(within(desktopNav()).getByRole('link', { name: 'People' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('links My Squads from both main bars, active on a squad page too', () => {
    renderShellAt('/squads/post-1');
    for (const bar of [desktopNav(), bottomNav()]) {
      const link = within(bar).getByRole('link', { name: 'My Squads' });
      expect(link).toHaveAttribute('href', '/squads');
      expect(link).toHaveClass(/text-primary/);
    }
  });

  it('links Events from both main bars, active on an event page too', () => {
    renderShellAt('/events/event-1');
    for (const bar of [desktopNav(), bottomNav()]) {
      const link = within(bar).getByRole('link', { name: 'Events' });
      expect(link).toHaveAttribute('href', '/events');
      expect(link).toHaveClass(/text-primary/);
    }
  });

  it('shows the counters as badges, capped at 99+, and hides them at zero', () => {
    useCountersStore.getState().setTotalUnread(150);
    renderShellAt('/projects');
    expect(
      screen.getAllByRole('link', { name: 'Messages, 99+ unread messages' }).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Notifications' }).length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('count-badge').map((badge) => badge.textContent)).toEqual([
      '99+',
      '99+',
    ]);
  });

  it('keeps the bottom padding off chat screens only, and every tab on them', () => {
    renderShellAt('/chat/chat-1');
    const tabs = within(bottomNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(tabs).toEqual(['Projects', 'People', 'My Squads', 'Events']);
    expect(within(bottomNav()).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByTestId('app-main')).toHaveClass('pb-0');
  });

  it('shows the People tab elsewhere', () => {
    renderShellAt('/projects');
    expect(within(bottomNav()).getByRole('link', { name: 'People' })).toBeInTheDocument();
    expect(screen.getByTestId('app-main')).not.toHaveClass('pb-0');
  });

  it('user menu lists the spec links and signs out to /login', async () => {
    const { callsTo } = installDefaultFetch();
    const user = userEvent.setup();
    renderShellAt('/projects');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'My Profile',
      'My Posts',
      'My Squads',
      'My Applications',
      'My Saved Posts',
      'Settings',
      'Sign out',
      'Sign out everywhere',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'My Saved Posts' })).toHaveAttribute(
      'href',
      '/saved-posts',
    );

    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(useAuthStore.getState().token).toBeNull());
    expect(useAuthStore.getState().user).toBeNull();
    expect(callsTo('/v1/auth/logout')).toHaveLength(1);
    expect(callsTo('/v1/auth/logout')[0]!.credentials).toBe('include');
  });

  it('mobile menu sheet has the user links, theme and legal links, and closes with Escape', async () => {
    const user = userEvent.setup();
    renderShellAt('/projects');
    await user.click(within(bottomNav()).getByRole('button', { name: 'Menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    for (const name of [
      'My Profile',
      'My Posts',
      'My Squads',
      'My Applications',
      'My Saved Posts',
      'Settings',
      'Privacy Policy',
      'Terms of Service',
    ]) {
      expect(within(sheet).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(sheet).getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('mobile menu sheet signs out to /login', async () => {
    const { callsTo } = installDefaultFetch();
    const user = userEvent.setup();
    renderShellAt('/saved-posts');
    await user.click(within(bottomNav()).getByRole('button', { name: 'Menu' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', {
        name: 'Sign out',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/v1/auth/logout')).toHaveLength(1));
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
  });

  describe('sign out everywhere', () => {
    async function askFromUserMenu(user: ReturnType<typeof userEvent.setup>) {
      await user.click(screen.getByRole('button', { name: 'Account menu' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));
      return screen.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    }

    it('asks first, ends every session, then signs out here to /login with a toast', async () => {
      const answer = deferred<Response>();
      const { calls, callsTo } = mockFetch(() => answer.promise);
      const user = userEvent.setup();
      renderShellAt('/projects');
      const dialog = await askFromUserMenu(user);
      expect(calls).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
      expect(within(dialog).getByRole('button', { name: 'Signing out...' })).toBeDisabled();
      answer.resolve(json(200, { message: 'Signed out everywhere.' }));

      expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
      await waitFor(() =>
        expect(useAuthStore.getState()).toMatchObject({ token: null, user: null }),
      );
      expect(toast.success).toHaveBeenCalledWith('You have been signed out on every device.');
      const [everywhere] = callsTo('/v1/auth/logout-everywhere');
      expect(everywhere).toMatchObject({ method: 'POST', credentials: 'include' });
      expect(everywhere!.headers.get('Authorization')).toMatch(/^Bearer /);
      // The server has ended this session too: no separate logout request.
      expect(callsTo('/v1/auth/logout')).toHaveLength(0);
    });

    it('Cancel (or Escape) keeps the member signed in and sends nothing', async () => {
      const { calls } = mockFetch(() => json(200, {}));
      const user = userEvent.setup();
      renderShellAt('/projects');
      await askFromUserMenu(user);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      const dialog = await askFromUserMenu(user);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(calls).toHaveLength(0);
      expect(useAuthStore.getState().token).not.toBeNull();
    });

    it('a failure keeps the dialog open and shows the server message', async () => {
      mockFetch(() => json(500, { message: 'Something went wrong.' }));
      const user = userEvent.setup();
      renderShellAt('/projects');
      const dialog = await askFromUserMenu(user);
      await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong.'));
      expect(within(dialog).getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
      expect(useAuthStore.getState().token).not.toBeNull();
    });

    it('is in the mobile menu sheet too', async () => {
      const { callsTo } = mockFetch(() => json(204));
      const user = userEvent.setup();
      renderShellAt('/saved-posts');
      await user.click(within(bottomNav()).getByRole('button', { name: 'Menu' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', {
          name: 'Sign out everywhere',
        }),
      );
      const dialog = screen.getByRole('alertdialog', { name: 'Sign out everywhere?' });
      await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
      expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
      expect(callsTo('/v1/auth/logout-everywhere')).toHaveLength(1);
      await waitFor(() => expect(useAuthStore.getState().token).toBeNull());
    });
  });
});
