import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountersStore } from '@/stores/counters';
import { signIn, testUser } from '@/test/auth';
import {
  DeleteMessageMutation,
  EditMessageMutation,
  SendMessageMutation,
} from '../api/chat-operations';
import {
  buildChat,
  buildMessage,
  chatListMock,
  markReadMock,
  messagesMock,
} from '../test/chat-fixtures';
import { renderChat, shownMessages, type Mocks } from '../test/render-chat';

// The real hooks open a socket.io connection, which unit tests have no server for; the fake
// delivers events the tests push (see src/test/fake-realtime.ts).
vi.mock('@/lib/realtime/use-socket-event', () => import('@/test/fake-realtime'));
vi.mock('@/lib/realtime/use-chat-room', () => import('@/test/fake-realtime'));

const theirs = buildMessage({ content: 'Can you review my PR?' }, 20);
const mine = buildMessage({ content: 'Sure, sending notes', sender_id: testUser._id }, 10);

function openChat(extra: Mocks) {
  renderChat('/chat/chat-1', [
    chatListMock([buildChat()]),
    messagesMock([theirs, mine]),
    markReadMock(),
    ...extra,
  ]);
}

const bubble = (text: string) => screen.getByText(text).closest('li')!;

async function chooseAction(text: string, action: string) {
  const user = userEvent.setup();
  await screen.findByText(text);
  await user.click(within(bubble(text)).getByRole('button', { name: 'Message actions' }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return user;
}

describe('Message actions', () => {
  beforeEach(() => {
    signIn();
    useCountersStore.getState().reset();
  });

  it('offers Edit and Delete on own messages only, Report on the other member’s, Reply on both', async () => {
    const user = userEvent.setup();
    openChat([]);
    await screen.findByText(theirs.content);
    await user.click(
      within(bubble(theirs.content)).getByRole('button', { name: 'Message actions' }),
    );
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Reply',
      'Report',
    ]);
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
    expect(screen.getByRole('dialog', { name: 'Report message' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    await user.click(within(bubble(mine.content)).getByRole('button', { name: 'Message actions' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Reply',
      'Edit',
      'Delete',
    ]);
  });

  it('edits an own message inline and marks it edited', async () => {
    const edited = { ...mine, content: 'Sure, notes coming', edited_at: new Date().toISOString() };
    openChat([
      {
        request: {
          query: EditMessageMutation,
          variables: { messageId: mine._id, content: 'Sure, notes coming' },
        },
        result: { data: { editMessage: edited } },
      },
    ]);
    const user = await chooseAction(mine.content, 'Edit');
    const box = screen.getByRole('textbox', { name: 'Edit message' });
    await user.clear(box);
    await user.type(box, 'Sure, notes coming{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Edit message' })).not.toBeInTheDocument(),
    );
    expect(shownMessages()).toEqual([theirs.content, 'Sure, notes coming']);
    expect(within(bubble('Sure, notes coming')).getByText(/\(edited\)/)).toBeInTheDocument();
  });

  it('deletes an own message after confirming', async () => {
    openChat([
      {
        request: { query: DeleteMessageMutation, variables: { messageId: mine._id } },
        result: { data: { deleteMessage: mine._id } },
      },
    ]);
    const user = await chooseAction(mine.content, 'Delete');
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shownMessages()).toEqual([theirs.content]));
  });

  it('replies with a quoted preview that can be cancelled, and the sent message shows the quote', async () => {
    const reply = buildMessage(
      {
        content: 'On it',
        sender_id: testUser._id,
        reply_to_message_id: theirs._id,
        reply_to_message_content: theirs.content,
      },
      0,
    );
    openChat([
      {
        request: {
          query: SendMessageMutation,
          variables: { chatId: 'chat-1', content: 'On it', replyToMessageId: theirs._id },
        },
        result: { data: { sendMessage: reply } },
      },
    ]);
    const user = await chooseAction(theirs.content, 'Reply');
    const form = screen.getByRole('form', { name: 'Send a message' });
    expect(within(form).getByText('Replying to Ada Okafor')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancel reply' }));
    expect(within(form).queryByText('Replying to Ada Okafor')).not.toBeInTheDocument();

    await user.click(
      within(bubble(theirs.content)).getByRole('button', { name: 'Message actions' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Reply' }));
    await user.type(screen.getByRole('textbox', { name: 'Type a message…' }), 'On it{Enter}');
    const sent = await screen.findByText('On it');
    const quote = within(sent.closest('li')!).getByText(theirs.content);
    expect(quote.tagName).toBe('BLOCKQUOTE');
    expect(within(form).queryByText('Replying to Ada Okafor')).not.toBeInTheDocument();
  });
});
