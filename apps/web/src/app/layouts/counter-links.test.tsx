// socket.io-client is replaced by FakeSocket (lib/realtime/fake-socket.ts): it cannot connect
// without a server. The wire itself is covered by the API socket tests and the Playwright journey.
// It lives in app/ because it composes the connections feature with the app's navigation badges.
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/lib/realtime/fake-socket';
import { realtime } from '@/lib/realtime/socket';
import { useCountersStore } from '@/stores/counters';
import { signIn, signOut } from '@/test/auth';
import { PendingFriendRequestsQuery } from '@/features/connections/api/connections';
import { RelationSync } from '@/features/connections/components/relation-sync';
import { NotificationsScreen } from '../screens/notifications-screen';
import { feed } from '@/features/notifications/test/activity-fixtures';
import { buildRequest } from '@/features/connections/test/connection-fixtures';
import { CounterLinks } from './counter-links';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

const pending = (list: ReturnType<typeof buildRequest>[]) => ({
  request: { query: PendingFriendRequestsQuery },
  result: { data: { loadPendingFriendRequests: list } },
});

let socket: FakeSocket;

beforeEach(async () => {
  const made = vi.mocked(io).mock.calls.length;
  vi.mocked(io).mockImplementation(() => {
    socket = new FakeSocket();
    return socket as unknown as ReturnType<typeof io>;
  });
  signIn();
  realtime.start();
  // The socket library is downloaded once the page has loaded (lib/realtime/socket.ts).
  await vi.waitFor(() => expect(vi.mocked(io).mock.calls.length).toBe(made + 1));
  act(() => socket.serverConnect());
});

afterEach(() => {
  act(() => signOut()); // closes the connection and zeroes the counters
});

describe('live connection requests and activity', () => {
  it('a request arriving on the socket raises the badge and shows up in Notifications without a reload', async () => {
    render(
      <MockedProvider mocks={[pending([]), pending([buildRequest()]), feed([])]}>
        <MemoryRouter>
          <RelationSync />
          <CounterLinks />
          <NotificationsScreen />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(
      await screen.findByText('No connection requests waiting for your answer.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();

    act(() => {
      socket.serverSend('friendRequestUpdate', { count: 1 });
      socket.serverSend('friendRequestIncrement'); // the same change announced twice: one refetch
    });

    expect(await screen.findByRole('article', { name: 'Ada Okafor' })).toBeInTheDocument();
    expect(useCountersStore.getState().friendRequestCount).toBe(2);
    expect(
      screen.getByRole('link', { name: 'Notifications, 2 notifications' }),
    ).toBeInTheDocument();
  });

  it('shows 99+ unread messages above the cap and hides a request badge at zero', () => {
    render(
      <MemoryRouter>
        <CounterLinks />
      </MemoryRouter>,
    );
    act(() => {
      socket.serverSend('initialCounts', {
        totalUnread: 150,
        chatUnreadCounts: [{ chat_id: 'c1', unread_count: 150 }],
        friendRequestCount: 1,
        activityCount: 0,
      });
      socket.serverSend('friendRequestDecrement');
      socket.serverSend('friendRequestDecrement');
    });
    expect(screen.getByRole('link', { name: 'Messages, 99+ unread messages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getAllByTestId('count-badge').map((badge) => badge.textContent)).toEqual(['99+']);
  });

  it('the bell counts pending requests plus unread activity, and follows activityUpdate', () => {
    render(
      <MemoryRouter>
        <CounterLinks />
      </MemoryRouter>,
    );
    act(() =>
      socket.serverSend('initialCounts', {
        totalUnread: 0,
        chatUnreadCounts: [],
        friendRequestCount: 1,
        activityCount: 2,
      }),
    );
    expect(
      screen.getByRole('link', { name: 'Notifications, 3 notifications' }),
    ).toBeInTheDocument();

    act(() => socket.serverSend('activityUpdate', { count: 4 }));
    expect(
      screen.getByRole('link', { name: 'Notifications, 5 notifications' }),
    ).toBeInTheDocument();

    act(() => {
      socket.serverSend('activityUpdate', { count: 0 });
      socket.serverSend('friendRequestDecrement');
    });
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('count-badge')).toEqual([]);
  });
});
