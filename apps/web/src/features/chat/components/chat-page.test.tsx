import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountersStore } from '@/stores/counters';
import { signIn } from '@/test/auth';
import {
  buildChat,
  buildThread,
  chatListMock,
  markReadMock,
  messagesMock,
} from '../test/chat-fixtures';
import { pretendNarrowScreen, renderChat } from '../test/render-chat';

// The real hooks open a socket.io connection, which unit tests have no server for; the fake
// delivers events the tests push (see src/test/fake-realtime.ts).
vi.mock('@/lib/realtime/use-socket-event', () => import('@/test/fake-realtime'));
vi.mock('@/lib/realtime/use-chat-room', () => import('@/test/fake-realtime'));

const mocks = () => [chatListMock([buildChat()]), messagesMock(buildThread(2)), markReadMock()];

describe('ChatPage layout', () => {
  beforeEach(() => {
    signIn();
    useCountersStore.getState().reset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows both panes on wide screens', async () => {
    renderChat('/chat/chat-1', mocks());
    expect(await screen.findByRole('region', { name: 'Conversations' })).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Conversation with Ada Okafor' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to conversations' })).not.toBeInTheDocument();
  });

  it('on narrow screens shows only the list at /chat, with the spec text', async () => {
    pretendNarrowScreen();
    renderChat('/chat', mocks());
    expect(await screen.findByRole('link', { name: /Ada Okafor/ })).toBeInTheDocument();
    expect(screen.getByText('Select a conversation to start messaging.')).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'No conversation selected' }),
    ).not.toBeInTheDocument();
  });

  it('on narrow screens with no conversations, the list says how to start one', async () => {
    pretendNarrowScreen();
    renderChat('/chat', [chatListMock([])]);
    expect(await screen.findByText('No conversations found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find People' })).toHaveAttribute('href', '/people');
    expect(screen.getByRole('link', { name: 'join a project' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });

  it('on narrow screens shows only the conversation, with a back button to /chat', async () => {
    pretendNarrowScreen();
    const user = userEvent.setup();
    renderChat('/chat/chat-1', mocks());
    expect(await screen.findByRole('log', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Conversations' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to conversations' }));
    expect(await screen.findByRole('region', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });
});
