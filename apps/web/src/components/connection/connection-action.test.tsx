import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
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

  /** Connect, then the dialog's Send request, with `note` typed first when given. */
  async function connect(note?: string) {
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const dialog = screen.getByRole('dialog', { name: /^Connect/ });
    if (note) await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), note);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    return dialog;
  }

  it("sends a request, says 'Connection request sent' and turns into a disabled Pending", async () => {
    renderAction({}, [sent]);
    await connect();
    expect(await screen.findByRole('button', { name: 'Pending' })).toBeDisabled();
    expect(toast.success).toHaveBeenCalledWith('Connection request sent');
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
  });

  // Every Connect asks for an optional note first; nothing is sent until Send request.
  it('asks for an optional note and sends it with the request', async () => {
    const withNote = {
      ...sent,
      request: {
        ...request,
        variables: { addresseeUserId: 'user-2', message: 'Hi from the hackathon' },
      },
    };
    renderAction({ name: 'Ana Lopez' }, [withNote]);
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect with Ana Lopez' });
    expect(toast.success).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Note/ }),
      '  Hi from the hackathon ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('button', { name: 'Pending' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel in the dialog sends nothing and keeps Connect', async () => {
    renderAction({}, [sent]);
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Connect' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('offers Connect again after a declined request', () => {
    renderAction({ status: 'declined' });
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it("a refusal stays in the dialog with the server's message; Connect stays", async () => {
    renderAction({}, [refused('A request between you already exists.')]);
    const dialog = await connect();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A request between you already exists.',
    );
    expect(toast.error).toHaveBeenCalledWith('Failed to send connection request');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it("on a profile, a failure also shows the server's message", async () => {
    renderAction({ variant: 'profile' }, [refused('A request between you already exists.')]);
    await connect();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A request between you already exists.',
    );
    expect(toast.error).toHaveBeenCalledWith('Failed to send connection request');
  });

  it("on a profile, a failure without a message says 'Failed to send connection request.'", async () => {
    renderAction({ variant: 'profile' }, [{ request, error: new Error('socket hang up') }]);
    await connect();
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
