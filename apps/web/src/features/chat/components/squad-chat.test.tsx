import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountersStore } from '@/stores/counters';
import { ChatFormerMemberQuery } from '../api/chat-operations';
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
import { renderChat, type Mocks } from '../test/render-chat';

// The real hooks open a socket.io connection, which unit tests have no server for; the fake
// delivers events the tests push (see src/test/fake-realtime.ts).
vi.mock('@/lib/realtime/use-socket-event', () => import('@/test/fake-realtime'));
vi.mock('@/lib/realtime/use-chat-room', () => import('@/test/fake-realtime'));

const list = () => screen.getByRole('region', { name: 'Conversations' });
const inSquad = (overrides: Parameters<typeof buildMessage>[0], minutesAgo: number) =>
  buildMessage({ chat_id: 'squad-chat-1', ...overrides }, minutesAgo);

function openSquadChat(messages: ReturnType<typeof buildMessage>[], extra: Mocks = []) {
  return renderChat('/chat/squad-chat-1', [
    chatListMock([buildSquadChat(), buildChat()]),
    messagesMock(messages, 1, 'squad-chat-1'),
    markReadMock('squad-chat-1'),
    squadMembersMock(),
    ...extra,
  ]);
}

/** A member who has left, looked up by id (or gone: their account cannot be read). */
const formerMemberMock = (userId: string, name: [string, string] | null) => ({
  request: { query: ChatFormerMemberQuery, variables: { userId } },
  ...(name
    ? {
        result: {
          data: {
            loadUserById: {
              __typename: 'User' as const,
              _id: userId,
              first_name: name[0],
              last_name: name[1],
              photo: null,
            },
          },
        },
      }
    : {
        result: {
          errors: [new GraphQLError('Member not found.', { extensions: { code: 'NOT_FOUND' } })],
        },
      }),
});

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
    // Two faces, then "+3" for the rest of the five.
    expect(within(faces).getAllByText(/^[A-Z]{2}$/)).toHaveLength(2);
    expect(within(faces).getByText('+3')).toBeInTheDocument();
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
    openSquadChat(
      [
        inSquad({ sender_id: 'user-2', content: 'Hi all' }, 9),
        inSquad({ sender_id: 'user-2', content: 'I pushed the mockups' }, 8),
        inSquad({ sender_id: testUser._id, content: 'Looks great' }, 7),
        inSquad({ sender_id: 'user-3', content: 'Agreed' }, 6),
        inSquad({ sender_id: 'user-2', content: 'Thanks!' }, 5),
        inSquad({ sender_id: 'user-77', content: 'Bye everyone' }, 4),
        inSquad({ sender_id: 'user-88', content: 'Gone for good' }, 3),
      ],
      [formerMemberMock('user-77', ['Zoe', 'Park']), formerMemberMock('user-88', null)],
    );
    await screen.findByText('Gone for good');
    // Once the squad's members are known, every run is named: one who left is looked up by id,
    // and one whose account cannot be read is a former member.
    await screen.findByText('Zoe Park');
    await screen.findByText('Former member');
    const bubbles = screen.getAllByTestId('message');
    // The name is the sender line's last part (after the photo or its initials).
    const names = bubbles.map(
      (bubble) => within(bubble).queryByTestId('message-sender')?.lastChild?.textContent ?? null,
    );
    expect(names).toEqual([
      'Ana Lopez',
      null,
      null,
      'Liam Chen',
      'Ana Lopez',
      'Zoe Park',
      'Former member',
    ]);
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

  it('shows no end marker above the first line of a new squad chat', async () => {
    openSquadChat([
      inSquad({ sender_id: 'user-2', kind: 'system', content: 'Ana Lopez joined as Frontend' }, 9),
      inSquad({ sender_id: 'user-2', content: 'Hello squad' }, 8),
    ]);
    await screen.findByRole('region', { name: 'Squad chat: Campus food-sharing app' });
    await screen.findByText('Hello squad');
    // One short page is the whole chat: nothing was read further back to reach its start.
    expect(screen.queryByText('No more messages')).not.toBeInTheDocument();
  });

  it('shows no end marker while the chat list, which says the chat is a squad, has not answered', async () => {
    renderChat('/chat/squad-chat-1', [
      // The list answers after the test ends: the messages arrive first, as they may in use.
      { ...chatListMock([buildSquadChat(), buildChat()]), delay: 2 ** 31 - 1 },
      messagesMock(
        [
          inSquad(
            { sender_id: 'user-2', kind: 'system', content: 'Ana Lopez joined as Frontend' },
            9,
          ),
          inSquad({ sender_id: 'user-2', content: 'Hello squad' }, 8),
        ],
        1,
        'squad-chat-1',
      ),
      markReadMock('squad-chat-1'),
      squadMembersMock(),
    ]);
    await screen.findByText('Hello squad');
    expect(screen.queryByText('No more messages')).not.toBeInTheDocument();
  });

  it('highlights the members a message mentions, the viewer on a chip of their own', async () => {
    openSquadChat([
      inSquad(
        { sender_id: 'user-2', content: '@maya and @Liam: logo by Friday? mail ana@x.io' },
        9,
      ),
    ]);
    await screen.findByText(/logo by Friday/);
    // Names come with the squad's members: the mentions are marked once those are known.
    await waitFor(() => expect(screen.getAllByTestId('mention')).toHaveLength(2));
    const [maya, liam] = screen.getAllByTestId('mention');
    expect(maya).toHaveTextContent('@maya (you)');
    expect(maya).toHaveAttribute('data-self', 'true');
    expect(liam).toHaveTextContent('@Liam');
    expect(liam).not.toHaveAttribute('data-self');
    // An address mentions nobody: it is a link to mail.
    expect(screen.getByRole('link', { name: 'ana@x.io' })).toHaveAttribute(
      'href',
      'mailto:ana@x.io',
    );
  });

  it('offers the members on "@" in the composer and inserts the handle picked', async () => {
    const user = userEvent.setup();
    openSquadChat([inSquad({ sender_id: 'user-2', content: 'Hi all' }, 9)]);
    await screen.findByText('Hi all');
    await screen.findAllByText('Ana Lopez');
    const box = screen.getByRole('textbox', { name: 'Type a message…' });
    await user.type(box, 'Thanks @');
    const options = within(screen.getByRole('listbox', { name: 'Mention a member' })).getAllByRole(
      'option',
    );
    // Every member but the viewer.
    expect(options.map((option) => option.textContent)).toEqual([
      'OHOmar Haddad@Omar',
      'ALAna Lopez@Ana',
      'LCLiam Chen@Liam',
    ]);
    await user.type(box, 'l');
    expect(screen.getByRole('option', { name: /Liam Chen/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Thanks @Liam ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes the mention list with Escape and picks with Tab', async () => {
    const user = userEvent.setup();
    openSquadChat([inSquad({ sender_id: 'user-2', content: 'Hi all' }, 9)]);
    await screen.findAllByText('Ana Lopez');
    const box = screen.getByRole('textbox', { name: 'Type a message…' });
    await user.type(box, '@o');
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Typing on after Escape keeps it closed; a new "@" opens it again.
    await user.type(box, 'k @a');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'ALAna Lopez@Ana',
    ]);
    await user.keyboard('{Tab}');
    expect(box).toHaveValue('@ok @Ana ');
    expect(box).toHaveFocus();
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
