import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps, ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/auth';
import {
  AcceptFriendReqMutation,
  DeclineFriendReqMutation,
  PendingFriendRequestsQuery,
} from '../api/connections';
import { buildRequest } from '../test/connection-fixtures';
import { ContactRequestsPage } from './contact-requests-page';

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

function renderPage(mocks: Mocks, page: ReactElement) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>{page}</MemoryRouter>
    </MockedProvider>,
  );
}

describe('ContactRequestsPage', () => {
  beforeEach(() => signIn());

  it('links back to Contacts and answers requests', async () => {
    renderPage([pending([buildRequest()]), answered('accept')], <ContactRequestsPage />);
    expect(screen.getByRole('link', { name: 'Back to Contacts' })).toHaveAttribute(
      'href',
      '/contacts',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('No pending requests')).toBeInTheDocument();
  });

  it("says 'Error loading requests.' when the list fails", async () => {
    renderPage(
      [{ request: { query: PendingFriendRequestsQuery }, error: new Error('boom') }],
      <ContactRequestsPage />,
    );
    expect(await screen.findByText('Error loading requests.')).toBeInTheDocument();
  });
});
