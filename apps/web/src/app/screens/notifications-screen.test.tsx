import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { useCountersStore } from '@/stores/counters';
import { signIn } from '@/test/auth';
import {
  AcceptFriendReqMutation,
  DeclineFriendReqMutation,
  PendingFriendRequestsQuery,
} from '@/features/connections/api/connections';
import { buildRequest } from '@/features/connections/test/connection-fixtures';
import { buildLine, feed } from '@/features/notifications/test/activity-fixtures';
import { NotificationsScreen } from './notifications-screen';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const pending = (list: ReturnType<typeof buildRequest>[]) => ({
  request: { query: PendingFriendRequestsQuery },
  result: { data: { loadPendingFriendRequests: list } },
});

const answered = (mutation: 'accept' | 'decline', connectionId = 'conn-1') =>
  mutation === 'accept'
    ? {
        request: { query: AcceptFriendReqMutation, variables: { connectionId } },
        result: {
          data: {
            acceptFriendReq: {
              __typename: 'Connection' as const,
              _id: connectionId,
              status: 'accepted' as const,
              chat_id: 'chat-1',
              responded_at: new Date().toISOString(),
            },
          },
        },
      }
    : {
        request: { query: DeclineFriendReqMutation, variables: { connectionId } },
        result: {
          data: {
            declineFriendReq: {
              __typename: 'Connection' as const,
              _id: connectionId,
              status: 'declined' as const,
              responded_at: new Date().toISOString(),
            },
          },
        },
      };

/** The screen with `mocks` for its requests, and `lines` (none unless told) in the feed below. */
function renderPage(mocks: Mocks, lines: ReturnType<typeof buildLine>[] = []) {
  render(
    <MockedProvider mocks={[...(mocks ?? []), feed(lines)]}>
      <MemoryRouter>
        <NotificationsScreen />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const twoRequests = [
  buildRequest(),
  buildRequest({ _id: 'conn-2', other_user_id: 'user-4', first_name: 'Noor', last_name: 'Haddad' }),
];

describe('NotificationsScreen', () => {
  beforeEach(() => {
    signIn();
    useCountersStore.getState().setFriendRequestCount(2);
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  it('lists pending requests with who asks, their title, note and when', async () => {
    renderPage([pending(twoRequests)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Ada Okafor' });
    expect(within(card).getByText('Frontend developer')).toBeInTheDocument();
    expect(within(card).getByText('Loved your hackathon project!')).toBeInTheDocument();
    expect(within(card).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ada Okafor' })).toHaveAttribute(
      'href',
      '/profile/user-2',
    );
  });

  it('with no request waiting, says so in its own section and never "nothing new" above unread activity', async () => {
    renderPage([pending([])], [buildLine()]);
    const requests = screen.getByRole('region', { name: 'Connection requests' });
    expect(
      await within(requests).findByText('No connection requests waiting for your answer.'),
    ).toBeInTheDocument();
    const activity = screen.getByRole('region', { name: 'Activity' });
    expect(
      await within(activity).findByRole('link', { name: /Ana Lopez applied to Campus app/ }),
    ).toBeInTheDocument();
    expect(within(activity).getByText('Unread')).toBeInTheDocument();
    expect(screen.queryByText(/no new notifications/i)).not.toBeInTheDocument();
    expect(
      screen.queryByText('Connection requests waiting for your answer.'),
    ).not.toBeInTheDocument();
  });

  it('accepting removes the request, toasts and lowers the badge', async () => {
    renderPage([pending(twoRequests), answered('accept')]);
    const card = await screen.findByRole('article', { name: 'Ada Okafor' });
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Ada Okafor' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Noor Haddad' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Connection request accepted');
    expect(useCountersStore.getState().friendRequestCount).toBe(1);
  });

  it('declining the last request leaves the empty state', async () => {
    renderPage([pending([buildRequest()]), answered('decline')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText('No connection requests waiting for your answer.'),
    ).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Connection request declined');
    expect(useCountersStore.getState().friendRequestCount).toBe(1);
  });

  it('keeps the request and the badge when accepting fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage([
      pending([buildRequest()]),
      { ...answered('accept'), result: undefined, error: new Error('No.') },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to accept connection request'),
    );
    expect(screen.getByRole('article', { name: 'Ada Okafor' })).toBeInTheDocument();
    expect(useCountersStore.getState().friendRequestCount).toBe(2);
  });

  it("says 'Error loading requests.' when the list fails", async () => {
    renderPage([{ request: { query: PendingFriendRequestsQuery }, error: new Error('boom') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading requests.');
  });
});
