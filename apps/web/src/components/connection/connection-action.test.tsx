import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { signIn, testUser } from '@/test/auth';
import { SendFriendReqMutation } from './api/send-friend-request';
import { ConnectionAction, type ConnectionActionProps } from './connection-action';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

function renderAction(props: Partial<ConnectionActionProps> = {}, mocks: Mocks = []) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <ConnectionAction userId="user-2" status="none" {...props} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const request = { query: SendFriendReqMutation, variables: { addresseeUserId: 'user-2' } };
const sent = {
  request,
  result: {
    data: {
      sendFriendReq: {
        __typename: 'Connection' as const,
        _id: 'conn-1',
        status: 'pending' as const,
        addressee_user_id: 'user-2',
        chat_id: null,
      },
    },
  },
};
const refused = (message: string) => ({
  request,
  result: { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })] },
});

describe('ConnectionAction', () => {
  beforeEach(() => {
    signIn();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("sends a request, says 'Connection request sent' and turns into a disabled Pending", async () => {
    renderAction({}, [sent]);
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('button', { name: 'Pending' })).toBeDisabled();
    expect(toast.success).toHaveBeenCalledWith('Connection request sent');
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
  });

  it('offers Connect again after a declined request', () => {
    renderAction({ status: 'declined' });
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it('on a card, a failure is a toast only and Connect stays', async () => {
    renderAction({}, [refused('A request between you already exists.')]);
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to send connection request'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it("on a profile, a failure also shows the server's message", async () => {
    renderAction({ variant: 'profile' }, [refused('A request between you already exists.')]);
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A request between you already exists.',
    );
    expect(toast.error).toHaveBeenCalledWith('Failed to send connection request');
  });

  it("on a profile, a failure without a message says 'Failed to send connection request.'", async () => {
    renderAction({ variant: 'profile' }, [{ request, error: new Error('socket hang up') }]);
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send connection request.',
    );
  });

  it('shows a disabled Pending for a pending request', () => {
    renderAction({ status: 'pending' });
    expect(screen.getByRole('button', { name: 'Pending' })).toBeDisabled();
  });

  it('links Message to the chat of an accepted connection', () => {
    renderAction({ status: 'accepted', chatId: 'chat-7' });
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/chat/chat-7');
  });

  it('shows nothing to act on for a blocked member', () => {
    renderAction({ status: 'blocked' });
    expect(screen.getByRole('button', { name: 'Unavailable' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
  });

  it("is hidden for the viewer's own id", () => {
    renderAction({ userId: testUser._id });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
