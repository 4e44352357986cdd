import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountersStore } from '@/stores/counters';
import { signIn } from '@/test/auth';
import { buildChat, chatListMock } from '../test/chat-fixtures';
import { renderChat } from '../test/render-chat';

// The real hooks open a socket.io connection, which unit tests have no server for; the fake
// delivers events the tests push (see src/test/fake-realtime.ts).
vi.mock('@/lib/realtime/use-socket-event', () => import('@/test/fake-realtime'));
vi.mock('@/lib/realtime/use-chat-room', () => import('@/test/fake-realtime'));

const chats = [
  buildChat(),
  buildChat({
    _id: 'chat-2',
    other_user_id: 'user-3',
    first_name: 'Liam',
    last_name: 'Chen',
    last_message_content: null,
    last_message_at: null,
  }),
];

const list = () => screen.getByRole('region', { name: 'Conversations' });

describe('Chat list', () => {
  beforeEach(() => {
    signIn();
    useCountersStore.getState().reset();
  });

  it('lists conversations with name, last message or "No messages yet", and unread badges', async () => {
    useCountersStore.getState().setChatUnread('chat-1', 150);
    renderChat('/chat', [chatListMock(chats)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const ada = await within(list()).findByRole('link', { name: /Ada Okafor/ });
    expect(ada).toHaveAttribute('href', '/chat/chat-1');
    expect(within(ada).getByText('See you at the hackathon!')).toBeInTheDocument();
    expect(within(ada).getByTestId('count-badge')).toHaveTextContent('99+');
    const liam = within(list()).getByRole('link', { name: /Liam Chen/ });
    expect(within(liam).getByText('No messages yet')).toBeInTheDocument();
    expect(within(liam).queryByTestId('count-badge')).not.toBeInTheDocument();
  });

  it('marks a muted chat in its row', async () => {
    renderChat('/chat', [chatListMock([buildChat({ muted: true }), chats[1]!])]);
    const ada = await within(list()).findByRole('link', { name: /Ada Okafor/ });
    expect(within(ada).getByRole('img', { name: 'Muted' })).toBeInTheDocument();
    const liam = within(list()).getByRole('link', { name: /Liam Chen/ });
    expect(within(liam).queryByRole('img', { name: 'Muted' })).not.toBeInTheDocument();
  });

  it('filters by the other member name, ignoring case, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderChat('/chat', [chatListMock(chats)]);
    await within(list()).findByRole('link', { name: /Ada Okafor/ });
    const search = screen.getByPlaceholderText('Search conversations...');

    await user.type(search, 'lIAm');
    expect(within(list()).getByRole('link', { name: /Liam Chen/ })).toBeInTheDocument();
    expect(within(list()).queryByRole('link', { name: /Ada Okafor/ })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zoe');
    expect(within(list()).queryAllByTestId('chat-row')).toHaveLength(0);
    expect(screen.getByText('No conversations found.')).toBeInTheDocument();
  });

  it('says "No conversations found." with no chats, and the round button leads to contacts', async () => {
    const user = userEvent.setup();
    renderChat('/chat', [chatListMock([])]);
    expect(await screen.findByText('No conversations found.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'New conversation' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/contacts');
  });

  it('with no conversations at all, says how to start one, with links (wide: in the pane)', async () => {
    const user = userEvent.setup();
    renderChat('/chat', [chatListMock([])]);
    const pane = screen.getByRole('region', { name: 'No conversation selected' });
    const people = await within(pane).findByRole('link', { name: 'Find People' });
    expect(pane).toHaveTextContent(
      'Connect with someone from Find People or their profile: once they accept, you can message them here. Or join a project to chat with its squad.',
    );
    expect(within(pane).queryByText('Select a conversation to start messaging.')).toBeNull();
    expect(within(pane).getByRole('link', { name: 'join a project' })).toHaveAttribute(
      'href',
      '/projects',
    );
    await user.click(people);
    expect(screen.getByTestId('location')).toHaveTextContent('/people');
  });

  it('highlights the open conversation and shows the empty pane text when none is open', async () => {
    renderChat('/chat', [chatListMock(chats)]);
    await within(list()).findByRole('link', { name: /Ada Okafor/ });
    expect(
      within(screen.getByRole('region', { name: 'No conversation selected' })).getByText(
        'Select a conversation to start messaging.',
      ),
    ).toBeInTheDocument();
    expect(within(list()).getByRole('link', { name: /Ada Okafor/ })).not.toHaveAttribute(
      'aria-current',
    );
  });
});
