import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountersStore } from '@/stores/counters';
import { signIn, testUser } from '@/test/auth';
import {
  buildChat,
  buildMessage,
  buildSquadChat,
  chatListMock,
  markReadMock,
  messagesMock,
  squadMembersMock,
} from '../test/chat-fixtures';
import { renderChat } from '../test/render-chat';

// The real hooks open a socket.io connection, which unit tests have no server for; the fake
// delivers events the tests push (see src/test/fake-realtime.ts).
vi.mock('@/lib/realtime/use-socket-event', () => import('@/test/fake-realtime'));
vi.mock('@/lib/realtime/use-chat-room', () => import('@/test/fake-realtime'));

const list = () => screen.getByRole('region', { name: 'Conversations' });
const inSquad = (overrides: Parameters<typeof buildMessage>[0], minutesAgo: number) =>
  buildMessage({ chat_id: 'squad-chat-1', ...overrides }, minutesAgo);

function openSquadChat(messages: ReturnType<typeof buildMessage>[], members = squadMembersMock()) {
  return renderChat('/chat/squad-chat-1', [
    chatListMock([buildSquadChat(), buildChat()]),
    messagesMock(messages, 1, 'squad-chat-1'),
    markReadMock('squad-chat-1'),
    members,
  ]);
}

describe('Squad chats', () => {
  beforeEach(() => {
    signIn();
    useCountersStore.getState().reset();
  });

  it('lists a squad chat by its post title with the squad faces, beside direct chats', async () => {
    const user = userEvent.setup();
    renderChat('/chat', [chatListMock([buildSquadChat(), buildChat()])]);
    const row = await within(list()).findByRole('link', { name: /Campus food-sharing app/ });
    expect(row).toHaveAttribute('href', '/chat/squad-chat-1');
    const faces = within(row).getByRole('img', { name: 'Squad: 5 members' });
    // Three faces, then "+2" for the rest of the five.
    expect(within(faces).getAllByText(/^[A-Z]{2}$/)).toHaveLength(3);
    expect(within(faces).getByText('+2')).toBeInTheDocument();
    expect(within(row).getByText('Ana Lopez joined as Frontend')).toBeInTheDocument();
    // The direct chat is drawn as before.
    expect(within(list()).getByRole('link', { name: /Ada Okafor/ })).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search conversations...'), 'food');
    expect(within(list()).getAllByTestId('chat-row')).toHaveLength(1);
  });

  it('heads the conversation with the squad title and faces, linking to the squad page', async () => {
    openSquadChat([inSquad({ content: 'Hi all' }, 5)]);
    const pane = await screen.findByRole('region', { name: 'Squad chat: Campus food-sharing app' });
    const header = within(pane).getByRole('link', { name: /Squad page/ });
    expect(header).toHaveAttribute('href', '/squads/post-1');
    expect(within(header).getByText('Campus food-sharing app')).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: 'Squad: 5 members' })).toBeInTheDocument();
    expect(within(pane).queryByRole('link', { name: /View profile/ })).not.toBeInTheDocument();
  });

  it('names the sender above each run of messages from someone else', async () => {
    openSquadChat([
      inSquad({ sender_id: 'user-2', content: 'Hi all' }, 9),
      inSquad({ sender_id: 'user-2', content: 'I pushed the mockups' }, 8),
      inSquad({ sender_id: testUser._id, content: 'Looks great' }, 7),
      inSquad({ sender_id: 'user-3', content: 'Agreed' }, 6),
      inSquad({ sender_id: 'user-2', content: 'Thanks!' }, 5),
      inSquad({ sender_id: 'user-77', content: 'Bye everyone' }, 4),
    ]);
    await screen.findByText('Bye everyone');
    // Once the squad's members are known, every run is named (a member who left as such).
    await screen.findByText('Former member');
    const bubbles = screen.getAllByTestId('message');
    // The name is the sender line's last part (after the photo or its initials).
    const names = bubbles.map(
      (bubble) => within(bubble).queryByTestId('message-sender')?.lastChild?.textContent ?? null,
    );
    expect(names).toEqual(['Ana Lopez', null, null, 'Liam Chen', 'Ana Lopez', 'Former member']);
  });

  it('shows event lines centred, with no sender and no actions', async () => {
    openSquadChat([
      inSquad({ sender_id: 'user-2', content: 'Hello' }, 9),
      inSquad({ sender_id: 'user-9', kind: 'system', content: 'Liam Chen joined as Designer' }, 8),
      inSquad({ sender_id: 'user-2', content: 'Welcome Liam!' }, 7),
    ]);
    const line = await screen.findByTestId('system-message');
    expect(line).toHaveTextContent('Liam Chen joined as Designer');
    expect(within(line).queryByRole('button')).not.toBeInTheDocument();
    expect(within(line).queryByTestId('message-sender')).not.toBeInTheDocument();
    // Not a bubble: two messages with a menu each, and Ana named again after the event.
    expect(screen.getAllByTestId('message')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Message actions' })).toHaveLength(2);
    expect(await screen.findAllByText('Ana Lopez')).toHaveLength(2);
  });

  it('a direct chat with no other member on record shows no profile link', async () => {
    renderChat('/chat/chat-1', [
      chatListMock([buildChat({ other_user_id: null, first_name: null, last_name: null })]),
      messagesMock([buildMessage({ content: 'Old message' }, 5)]),
      markReadMock(),
    ]);
    const pane = await screen.findByRole('region', { name: 'Conversation with Unknown member' });
    expect(await within(pane).findByText('Old message')).toBeInTheDocument();
    expect(within(pane).queryByRole('link', { name: /Unknown member/ })).not.toBeInTheDocument();
    // Direct chats name no one above the messages.
    expect(screen.queryByTestId('message-sender')).not.toBeInTheDocument();
  });
});
