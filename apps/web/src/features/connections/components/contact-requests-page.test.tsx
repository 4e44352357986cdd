import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { signIn } from '@/test/auth';
import {
  CancelFriendReqMutation,
  PendingFriendRequestsQuery,
  SentFriendRequestsQuery,
} from '../api/connections';
import { buildRequest } from '../test/connection-fixtures';
import { ContactRequestsPage } from './contact-requests-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// Contact Requests' Sent tab: the requests the viewer sent, each with Cancel request.

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const toNoor = buildRequest({
  _id: 'conn-7',
  other_user_id: 'user-7',
  first_name: 'Noor',
  last_name: 'Haddad',
  message: 'Loved your talk on drones.',
});
const sent = (list: ReturnType<typeof buildRequest>[]) => ({
  request: { query: SentFriendRequestsQuery },
  result: { data: { loadSentFriendRequests: list } },
});
const cancelRequest = { query: CancelFriendReqMutation, variables: { connectionId: 'conn-7' } };
const cancelled = {
  request: cancelRequest,
  result: {
    data: {
      cancelFriendReq: {
        __typename: 'Connection' as const,
        _id: 'conn-7',
        status: 'none' as const,
      },
    },
  },
};

function renderPage(mocks: Mocks, url = '/contacts/requests?tab=sent') {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <ContactRequestsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('ContactRequestsPage, Sent', () => {
  beforeEach(() => {
    signIn();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('opens on Received by default; the Sent tab has its own empty state', async () => {
    renderPage(
      [
        { ...sent([]) },
        {
          request: { query: PendingFriendRequestsQuery },
          result: { data: { loadPendingFriendRequests: [] } },
        },
      ],
      '/contacts/requests',
    );
    expect(screen.getByRole('tab', { name: 'Received' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No pending requests')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Sent' }));
    expect(await screen.findByText('No sent requests')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find People' })).toHaveAttribute('href', '/people');
  });

  it('lists a sent request with its note and cancels it', async () => {
    renderPage([sent([toNoor]), cancelled]);
    const card = await screen.findByRole('article', { name: 'Noor Haddad' });
    expect(card).toHaveTextContent('has not answered yet');
    expect(card).toHaveTextContent('Loved your talk on drones.');
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('No sent requests')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Connection request cancelled');
  });

  it('keeps the request and says so when cancelling fails', async () => {
    renderPage([
      sent([toNoor]),
      {
        request: cancelRequest,
        result: { errors: [new GraphQLError('No.', { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Noor Haddad' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel request' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to cancel connection request'),
    );
    expect(within(card).getByRole('button', { name: 'Cancel request' })).toBeEnabled();
  });

  it('says so when the list cannot load, with Try again', async () => {
    renderPage([{ request: { query: SentFriendRequestsQuery }, error: new Error('offline') }]);
    expect(await screen.findByText('Error loading requests.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});
