import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEND_ADMISSION, TYPING } from '@squadup/shared';
import { useCountersStore } from '@/stores/counters';
import { signIn, testUser } from '@/test/auth';
import { SendMessageMutation } from '../api/chat-operations';
import {
  buildChat,
  buildMessage,
  buildThread,
  chatListMock,
  markReadMock,
  messagesMock,
  OTHER_ID,
} from '../test/chat-fixtures';
import { joinedRooms, serverEmit, serverRejoin } from '@/test/fake-realtime';
import { renderChat, shownMessages, type Mocks } from '../test/render-chat';

// The real hooks open a socket.io connection, which unit tests have no server for; the fake
// delivers events the tests push (see src/test/fake-realtime.ts).
vi.mock('@/lib/realtime/use-socket-event', () => import('@/test/fake-realtime'));
vi.mock('@/lib/realtime/use-chat-room', () => import('@/test/fake-realtime'));

const sendMock = (content: string, reply: Partial<ReturnType<typeof buildMessage>> = {}) => ({
  request: {
    query: SendMessageMutation,
    variables: reply.reply_to_message_id
      ? { chatId: 'chat-1', content, replyToMessageId: reply.reply_to_message_id }
      : { chatId: 'chat-1', content },
  },
  result: {
    data: { sendMessage: buildMessage({ content, sender_id: testUser._id, ...reply }, 0) },
  },
});

const input = () => screen.getByRole('textbox', { name: 'Type a message…' });

function openChat(messages: ReturnType<typeof buildMessage>[], extra: Mocks = []) {
  return renderChat('/chat/chat-1', [
    chatListMock([buildChat()]),
    messagesMock(messages),
    markReadMock(),
    ...extra,
  ]);
}

/** Closes what is shown and opens the chat again on these messages. */
function cleanupAndOpen(messages: ReturnType<typeof buildMessage>[]) {
  cleanup();
  return openChat(messages);
}

describe('Conversation', () => {
  beforeEach(() => {
    signIn();
    useCountersStore.getState().reset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows messages oldest first, own ones on the right, and "No more messages" for a short page', async () => {
    const thread = buildThread(3);
    openChat(thread);
    await screen.findByText(thread[2]!.content);
    expect(shownMessages()).toEqual(thread.map((m) => m.content));
    const rows = screen.getAllByTestId('message');
    expect(rows.map((row) => row.dataset.from)).toEqual(['them', 'me', 'them']);
    expect(rows[1]).toHaveClass('justify-end');
    expect(rows[0]).toHaveClass('justify-start');
    expect(screen.getByText('No more messages')).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Messages' })).toBeInTheDocument();
  });

  it('shows "Loading messages…" first, then marks the chat read, zeroes its badge and joins its room', async () => {
    useCountersStore.getState().setInitialCounts({
      totalUnread: 5,
      unreadByChat: { 'chat-1': 3, 'chat-2': 2 },
      friendRequestCount: 0,
    });
    openChat(buildThread(1));
    expect(screen.getByText('Loading messages…')).toBeInTheDocument();
    expect(useCountersStore.getState().unreadByChat['chat-1']).toBe(0);
    expect(useCountersStore.getState().totalUnread).toBe(2);
    expect(joinedRooms).toEqual(['chat-1']);
    expect(await screen.findByText('No more messages')).toBeInTheDocument();
  });

  it('sends with Enter, breaks the line with Shift+Enter, and disables Send when blank', async () => {
    const user = userEvent.setup();
    openChat(buildThread(2), [sendMock('Hello\nthere')]);
    await screen.findByText('No more messages');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input(), '   ');
    expect(send).toBeDisabled();

    await user.clear(input());
    await user.type(input(), 'Hello{Shift>}{Enter}{/Shift}there');
    expect(input()).toHaveValue('Hello\nthere');
    expect(send).toBeEnabled();
    await user.keyboard('{Enter}');

    expect(input()).toHaveValue('');
    await waitFor(() => expect(shownMessages().at(-1)).toBe('Hello\nthere'));
    expect(screen.getAllByTestId('message').at(-1)!.dataset.from).toBe('me');
  });

  it('keeps the text and says "Message not sent" when sending fails', async () => {
    const user = userEvent.setup();
    const failing = { ...sendMock('Are you there?'), result: undefined, error: new Error('down') };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openChat(buildThread(1), [failing]);
    await screen.findByText('No more messages');
    await user.type(input(), 'Are you there?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Message not sent');
    expect(input()).toHaveValue('Are you there?');
    expect(shownMessages()).not.toContain('Are you there?');
  });

  it('says why when the server refuses the member, and keeps the text', async () => {
    const user = userEvent.setup();
    const refused = {
      ...sendMock('Still there?'),
      result: {
        errors: [
          new GraphQLError('You can no longer message this member.', {
            extensions: { code: 'FORBIDDEN' },
          }),
        ],
      },
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openChat(buildThread(1), [refused]);
    await screen.findByText('No more messages');
    await user.type(input(), 'Still there?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Message not sent. You can no longer message this member.',
    );
    expect(input()).toHaveValue('Still there?');
  });

  const busyMock = (content: string, retryAfterMs: number) => ({
    ...sendMock(content),
    result: {
      errors: [
        new GraphQLError(SEND_ADMISSION.busyMessage, {
          extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterMs },
        }),
      ],
    },
  });

  it('retries a busy server\'s refusal after the time it asked, showing "Sending…", then appends the message', async () => {
    const user = userEvent.setup();
    openChat(buildThread(1), [busyMock('Busy hour', 300), sendMock('Busy hour')]);
    await screen.findByText('No more messages');
    await user.type(input(), 'Busy hour{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Sending…');
    expect(input()).toHaveValue('');
    await waitFor(() => expect(shownMessages().at(-1)).toBe('Busy hour'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives the text back with "Message not sent" when the server stays busy through every retry', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusals = Array.from({ length: SEND_ADMISSION.retryAttempts + 1 }, () =>
      busyMock('Still busy?', 1),
    );
    openChat(buildThread(1), refusals);
    await screen.findByText('No more messages');
    await user.type(input(), 'Still busy?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Message not sent');
    expect(input()).toHaveValue('Still busy?');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(shownMessages()).not.toContain('Still busy?');
  });

  it('adds a received message once: duplicates, other chats and own echoes are ignored', async () => {
    openChat(buildThread(1));
    await screen.findByText('No more messages');
    const incoming = buildMessage({ content: 'Fresh news' }, 0);
    const { __typename: _, ...payload } = incoming;
    act(() => serverEmit('receiveMessage', payload));
    act(() => serverEmit('receiveMessage', payload));
    act(() =>
      serverEmit('receiveMessage', {
        ...payload,
        _id: 'elsewhere',
        chat_id: 'chat-2',
        content: 'Other chat',
      }),
    );
    act(() =>
      serverEmit('receiveMessage', {
        ...payload,
        _id: 'mine',
        sender_id: testUser._id,
        content: 'Echo',
      }),
    );
    await waitFor(() => expect(shownMessages()).toHaveLength(2));
    expect(shownMessages().filter((text) => text === 'Fresh news')).toHaveLength(1);
    expect(shownMessages()).not.toContain('Other chat');
    expect(shownMessages()).not.toContain('Echo');
  });

  it('catches up once the room is joined again after a reconnection, without losing what is shown', async () => {
    const thread = buildThread(2);
    const missed = buildMessage({ content: 'Sent while you were offline' }, 0);
    openChat(thread, [messagesMock([...thread, missed])]);
    await screen.findByText('No more messages');
    act(() => serverRejoin());
    await waitFor(() => expect(shownMessages()).toEqual([...thread, missed].map((m) => m.content)));
  });

  it('catches up more than a page after a reconnection, leaving no message out in between', async () => {
    const thread = buildThread(2);
    // Twelve sent while offline, newest first as the API pages them (ten a page).
    const missed = Array.from({ length: 12 }, (_, i) =>
      buildMessage({ content: `Missed ${i + 1}` }, 20 - i),
    );
    const newestFirst = [...thread, ...missed].reverse();
    openChat(thread, [
      messagesMock(newestFirst.slice(0, 10).reverse()),
      messagesMock(newestFirst.slice(10, 20).reverse(), 2),
    ]);
    await screen.findByText('No more messages');
    act(() => serverRejoin());
    await waitFor(() =>
      expect(shownMessages()).toEqual([...thread, ...missed].map((m) => m.content)),
    );
  });

  it('after a gap longer than five pages shows the newest fifty, not a list with a hole', async () => {
    const thread = buildThread(2);
    const missed = Array.from({ length: 55 }, (_, i) =>
      buildMessage({ content: `Missed ${i + 1}` }, 80 - i),
    );
    const newestFirst = [...missed].reverse();
    const pages = [1, 2, 3, 4, 5].map((page) =>
      messagesMock(newestFirst.slice((page - 1) * 10, page * 10).reverse(), page),
    );
    openChat(thread, pages);
    await screen.findByText('No more messages');
    act(() => serverRejoin());
    await waitFor(() => expect(shownMessages()).toEqual(missed.slice(5).map((m) => m.content)));
  });

  describe('a reconnection that brings messages the reader has not seen', () => {
    /** Opens the chat, scrolls the reader well above the bottom and leaves 1 unread on the badge. */
    async function openScrolledUp(catchUp: ReturnType<typeof buildMessage>[]) {
      // The opening mark-read never answers here: its confirmation would zero the badge whenever
      // it landed (after the counts below on a slow machine), and only the catch-up may do that.
      renderChat('/chat/chat-1', [
        chatListMock([buildChat()]),
        messagesMock(thread),
        { ...markReadMock(), delay: Number.POSITIVE_INFINITY },
        messagesMock(catchUp),
      ]);
      await screen.findByText('No more messages');
      const log = screen.getByRole('log', { name: 'Messages' });
      // jsdom has no layout: give the log a height to scroll in.
      Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 1000 });
      Object.defineProperty(log, 'clientHeight', { configurable: true, value: 300 });
      log.scrollTop = 200;
      act(() => void log.dispatchEvent(new Event('scroll')));
      useCountersStore.getState().setInitialCounts({
        totalUnread: 1,
        unreadByChat: { 'chat-1': 1 },
        friendRequestCount: 0,
      });
      act(() => serverRejoin());
      return log;
    }
    const thread = buildThread(2);

    it('marks the chat read and scrolls to the bottom when the other member wrote', async () => {
      const missed = buildMessage({ content: 'Sent while you were offline' }, 0);
      const log = await openScrolledUp([...thread, missed]);
      await waitFor(() => expect(shownMessages()).toContain(missed.content));
      await waitFor(() => expect(useCountersStore.getState().unreadByChat['chat-1']).toBe(0));
      expect(useCountersStore.getState().totalUnread).toBe(0);
      expect(log.scrollTop).toBe(1000);
    });

    it('neither marks read nor scrolls when only the viewer wrote (from another device)', async () => {
      const own = buildMessage({ content: 'Sent from my phone', sender_id: testUser._id }, 0);
      const log = await openScrolledUp([...thread, own]);
      await waitFor(() => expect(shownMessages()).toContain(own.content));
      expect(useCountersStore.getState().unreadByChat['chat-1']).toBe(1);
      expect(log.scrollTop).toBe(200);
    });
  });

  it('merges updateMessage into the message and removes it on deleteMessage', async () => {
    const [first, second] = buildThread(2);
    openChat([first!, second!]);
    await screen.findByText(second!.content);
    const { __typename: _, ...payload } = first!;
    act(() =>
      serverEmit('updateMessage', {
        ...payload,
        content: 'Edited text',
        edited_at: new Date().toISOString(),
      }),
    );
    expect(await screen.findByText('Edited text')).toBeInTheDocument();
    expect(screen.getByText(/\(edited\)/)).toBeInTheDocument();

    act(() => serverEmit('deleteMessage', { _id: second!._id, chat_id: 'chat-1' }));
    await waitFor(() => expect(shownMessages()).toEqual(['Edited text']));
  });

  describe('a reply to a deleted message', () => {
    const quoteOf = (reply: string) =>
      within(screen.getByText(reply).closest('[data-testid="message"]') as HTMLElement).getByText(
        (_, node) => node?.tagName === 'BLOCKQUOTE',
      ).textContent;

    it('loses the original’s words from its quote at once, and then reads "Original message deleted"', async () => {
      const original = buildMessage({ content: 'Meet at 6 in room B' }, 20);
      const reply = buildMessage(
        {
          content: 'Works for me',
          sender_id: testUser._id,
          reply_to_message_id: original._id,
          reply_to_message_content: original.content,
        },
        10,
      );
      openChat([original, reply]);
      await screen.findByText('Works for me');
      expect(quoteOf('Works for me')).toBe('Meet at 6 in room B');

      act(() => serverEmit('deleteMessage', { _id: original._id, chat_id: 'chat-1' }));
      await waitFor(() => expect(quoteOf('Works for me')).toBe('Original message deleted'));
      expect(screen.queryByText('Meet at 6 in room B')).not.toBeInTheDocument();
    });

    it('reads "Original message deleted" when the page comes without the quote (after a reload)', async () => {
      const reply = buildMessage({
        content: 'Works for me',
        reply_to_message_id: 'msg-gone',
        reply_to_message_content: null,
      });
      openChat([reply]);
      await screen.findByText('Works for me');
      expect(quoteOf('Works for me')).toBe('Original message deleted');
    });

    it('quotes an edited original in its new words', async () => {
      const original = buildMessage({ content: 'Meet at 6' }, 20);
      const reply = buildMessage(
        { content: 'OK', reply_to_message_id: original._id, reply_to_message_content: 'Meet at 6' },
        10,
      );
      openChat([original, reply]);
      await screen.findByText('OK');
      const { __typename: _, ...payload } = original;
      act(() => serverEmit('updateMessage', { ...payload, content: 'Meet at 7' }));
      await waitFor(() => expect(quoteOf('OK')).toBe('Meet at 7'));
    });
  });

  it('keeps a full first page full after a deletion, so older pages still load', async () => {
    const newer = buildThread(10, 50);
    openChat(newer);
    await screen.findByText(newer[9]!.content);
    act(() => serverEmit('deleteMessage', { _id: newer[9]!._id, chat_id: 'chat-1' }));
    await waitFor(() => expect(shownMessages()).toHaveLength(9));
    expect(screen.queryByText('No more messages')).not.toBeInTheDocument();
  });

  it('loads the older page when scrolled to the top, above the newer one', async () => {
    const newer = buildThread(10, 50);
    const older = buildThread(4, 200);
    openChat(newer, [messagesMock(older, 2)]);
    await screen.findByText(newer[9]!.content);
    expect(screen.queryByText('No more messages')).not.toBeInTheDocument();

    const log = screen.getByRole('log', { name: 'Messages' });
    log.scrollTop = 0;
    act(() => void log.dispatchEvent(new Event('scroll')));
    // Shown from the scroll until the page arrives.
    expect(screen.getByText('Loading more messages…')).toBeInTheDocument();
    expect(await screen.findByText('No more messages')).toBeInTheDocument();
    expect(shownMessages()).toEqual([...older, ...newer].map((m) => m.content));
  });

  it('reads the other member from the list in the header, linking to their profile', async () => {
    openChat(buildThread(1));
    const pane = await screen.findByRole('region', { name: 'Conversation with Ada Okafor' });
    const header = within(pane).getByRole('link', { name: /Ada Okafor/ });
    expect(header).toHaveAttribute('href', `/profile/${OTHER_ID}`);
  });

  describe('typing and read receipts', () => {
    const typingLine = () => screen.getByTestId('typing-line');

    it('shows the other member typing until their message arrives', async () => {
      openChat(buildThread(1));
      await screen.findByText('No more messages');
      expect(typingLine()).toHaveTextContent('');
      act(() => serverEmit('typing', { chatId: 'chat-1', userId: OTHER_ID, typing: true }));
      expect(typingLine()).toHaveTextContent('Ada is typing…');
      // Another chat's typing is not this one's.
      act(() => serverEmit('typing', { chatId: 'chat-2', userId: 'user-9', typing: true }));
      expect(typingLine()).toHaveTextContent('Ada is typing…');
      const { __typename: _, ...payload } = buildMessage({ content: 'Here it is' }, 0);
      act(() => serverEmit('receiveMessage', payload));
      expect(await screen.findByText('Here it is')).toBeInTheDocument();
      expect(typingLine()).toHaveTextContent('');
    });

    it('stops showing typing when told, or after a while without a word', async () => {
      openChat(buildThread(1));
      await screen.findByText('No more messages');
      act(() => serverEmit('typing', { chatId: 'chat-1', userId: OTHER_ID, typing: true }));
      act(() => serverEmit('typing', { chatId: 'chat-1', userId: OTHER_ID, typing: false }));
      expect(typingLine()).toHaveTextContent('');
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        act(() => serverEmit('typing', { chatId: 'chat-1', userId: OTHER_ID, typing: true }));
        expect(typingLine()).toHaveTextContent('Ada is typing…');
        act(() => {
          vi.advanceTimersByTime(TYPING.shownMs + 10);
        });
        expect(typingLine()).toHaveTextContent('');
      } finally {
        vi.useRealTimers();
      }
    });

    it('shows "Seen" under the newest own message once read, from the page or told live', async () => {
      const read = buildMessage(
        {
          _id: 'msg-a1',
          sender_id: testUser._id,
          read_by: [{ user_id: OTHER_ID, read_at: '2026-12-01T10:00:00.000Z' }],
        },
        20,
      );
      const unread = buildMessage(
        { _id: 'msg-a2', sender_id: testUser._id, content: 'Still there?' },
        10,
      );
      openChat([read]);
      await screen.findByText(read.content);
      expect(screen.getByTestId('read-receipt')).toHaveTextContent('Seen');
      cleanupAndOpen([read, unread]);
      await screen.findByText('Still there?');
      // The newest own message is not read yet: no receipt anywhere.
      expect(screen.queryByTestId('read-receipt')).not.toBeInTheDocument();
      act(() =>
        serverEmit('chatRead', {
          chatId: 'chat-1',
          userId: OTHER_ID,
          last_read_message_id: 'msg-a2',
          read_at: '2026-12-01T10:05:00.000Z',
        }),
      );
      const receipt = await screen.findByTestId('read-receipt');
      expect(receipt).toHaveTextContent('Seen');
      expect(receipt.closest('[data-testid="message"]')).toHaveTextContent('Still there?');
    });
  });
});
