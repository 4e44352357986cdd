// It lives in app/ because the panel composes the connections and notifications features.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PendingFriendRequestsQuery } from '@/features/connections/api/connections';
import { buildRequest } from '@/features/connections/test/connection-fixtures';
import { buildLine, feed } from '@/features/notifications/test/activity-fixtures';
import { useCountersStore } from '@/stores/counters';
import { signIn } from '@/test/auth';
import { NotificationsBell } from './notifications-bell';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const pending = (list: ReturnType<typeof buildRequest>[]) => ({
  request: { query: PendingFriendRequestsQuery },
  result: { data: { loadPendingFriendRequests: list } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The bell in a frame on /projects; the other routes name themselves. */
function renderBell(mocks = [pending([buildRequest()]), feed([buildLine()])]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/projects']}>
        <NotificationsBell />
        <Routes>
          <Route path="/projects" element={<h1>Discover</h1>} />
          <Route path="/notifications" element={<h1>All notifications</h1>} />
          <Route path="/contacts" element={<h1>Contacts page</h1>} />
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const bell = () => screen.getByRole('link', { name: /^Notifications/ });

describe('NotificationsBell', () => {
  beforeEach(() => {
    signIn();
    useCountersStore.getState().setFriendRequestCount(1);
    useCountersStore.getState().setActivityCount(1);
  });

  it('opens a panel with the waiting request and the newest activity, in place of a page', async () => {
    renderBell();
    expect(bell()).toHaveAccessibleName('Notifications, 2 notifications');
    expect(bell()).toHaveAttribute('href', '/notifications');
    await userEvent.click(bell());

    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Discover' })).toBeInTheDocument();
    expect(await within(panel).findByText('Ada Okafor')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Accept Ada Okafor' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Decline Ada Okafor' })).toBeInTheDocument();
    expect(
      await within(panel).findByRole('link', { name: /Ana Lopez applied to Campus app/ }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(within(panel).getByRole('link', { name: 'Contacts' })).toHaveAttribute(
      'href',
      '/contacts',
    );
  });

  it('Escape closes it and gives focus back to the bell; the bell closes it too', async () => {
    renderBell();
    await userEvent.click(bell());
    await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bell()).toHaveFocus());
    expect(bell()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(bell());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a link in it leads to the full page and closes it', async () => {
    renderBell();
    await userEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(panel).getByRole('link', { name: 'See all notifications' }));
    expect(await screen.findByRole('heading', { name: 'All notifications' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says there is no activity yet, and shows no request section, when nothing waits', async () => {
    useCountersStore.getState().setFriendRequestCount(0);
    useCountersStore.getState().setActivityCount(0);
    renderBell([pending([]), feed([])]);
    expect(bell()).toHaveAccessibleName('Notifications');
    await userEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('No activity yet.')).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'Connection requests' })).toBeNull();
  });
});
