import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { ComponentProps } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, testUser } from '@/test/auth';
import { OpenDirectChatMutation } from './api/open-direct-chat';
import { MessageMemberButton } from './message-member-button';

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

function renderButton(
  status: 'none' | 'pending' | 'accepted' | 'blocked',
  mocks: Mocks = [],
  userId = 'user-2',
) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/profile/user-2']}>
        <Routes>
          <Route
            path="/profile/:id"
            element={<MessageMemberButton userId={userId} status={status} />}
          />
          <Route path="/chat/:chatId" element={<p>Chat page</p>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const request = { query: OpenDirectChatMutation, variables: { userId: 'user-2' } };

describe('MessageMemberButton', () => {
  beforeEach(() => signIn());

  it('opens the chat and goes to it', async () => {
    renderButton('none', [{ request, result: { data: { openDirectChat: 'chat-9' } } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Message' }));
    expect(await screen.findByText('Chat page')).toBeInTheDocument();
  });

  it('says in place why the member cannot be messaged, and stays', async () => {
    const reason =
      'Ana Lima only takes messages from their connections. Send a connection request instead.';
    renderButton('pending', [
      {
        request,
        result: { errors: [new GraphQLError(reason, { extensions: { code: 'FORBIDDEN' } })] },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.queryByText('Chat page')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Message' })).toBeEnabled();
  });

  it('is not offered to a connection, a blocked pair, or on one’s own profile', () => {
    renderButton('accepted');
    renderButton('blocked');
    renderButton('none', [], testUser._id);
    expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();
  });
});
