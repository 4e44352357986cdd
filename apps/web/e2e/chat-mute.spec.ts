import { expect, test } from '@playwright/test';
import { verifyEmailThroughOutbox } from './support/members';
import { chatBadge, fullName, gql, logIn, signUp, type SignedUp } from './support/session';
import { shootAll } from './support/shots';
import { scaled } from '../../../scripts/test-timeouts';

// A muted chat (docs/decisions/0078-muted-chats.md): the member who muted it gets no badge for
// its messages, in this tab and another, and still reads them; unmuting counts what is unread.

const SEND_REQUEST = 'mutation ($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }';
const ACCEPT = 'mutation ($id: ID!) { acceptFriendReq(connectionId: $id) { chat_id } }';
const SEND =
  'mutation ($chatId: ID!, $content: String!) { sendMessage(chatId: $chatId, content: $content) { _id } }';

test('a muted chat raises no badge and stays readable; unmuted, it counts again', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const [a, b, c] = [
    await signUp(request, 'quiet'),
    await signUp(request, 'chatty'),
    await signUp(request, 'friend'),
  ];
  const chatWith = async (from: SignedUp) => {
    await verifyEmailThroughOutbox(request, from.email);
    const sent = await gql<{ sendFriendReq: { _id: string } }>(request, from.token, SEND_REQUEST, {
      id: a.id,
    });
    const accepted = await gql<{ acceptFriendReq: { chat_id: string } }>(request, a.token, ACCEPT, {
      id: sent.sendFriendReq._id,
    });
    return accepted.acceptFriendReq.chat_id;
  };
  const [chatB, chatC] = [await chatWith(b), await chatWith(c)];
  await gql(request, b.token, SEND, { chatId: chatB, content: 'First hello' });

  // A mutes B's chat from its header; A's second tab, on the chat list, marks it muted live.
  const pageA = await logIn(browser, baseURL!, a);
  const otherTab = await pageA.context().newPage();
  await otherTab.goto('/chat');
  const rowB = otherTab.getByTestId('chat-row').filter({ hasText: fullName(b) });
  await expect(rowB).toContainText('First hello');
  await pageA.goto(`/chat/${chatB}`);
  await expect(pageA.getByRole('log', { name: 'Messages' }).getByText('First hello')).toBeVisible();
  const mute = pageA.getByRole('button', { name: 'Mute chat' });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await expect(rowB.getByRole('img', { name: 'Muted' })).toBeVisible();
  await shootAll(pageA, 'chat-muted');

  // Away from the chat, B writes twice and C once: A's badge counts C's message alone.
  await pageA.goto('/projects');
  await gql(request, b.token, SEND, {
    chatId: chatB,
    content: 'Are you there? The plan: https://example.com/rover',
  });
  await gql(request, b.token, SEND, { chatId: chatB, content: 'Ping while muted' });
  await gql(request, c.token, SEND, { chatId: chatC, content: 'Lunch?' });
  await expect(chatBadge(pageA, 1)).toBeVisible();
  await expect(rowB).toContainText('Ping while muted');
  await expect(rowB.getByTestId('count-badge')).toHaveCount(0);
  const rowC = otherTab.getByTestId('chat-row').filter({ hasText: fullName(c) });
  await expect(rowC.getByTestId('count-badge')).toHaveText(/^1\b/);
  await shootAll(otherTab, 'chat-list-muted');
  // Still readable, its address a link (docs/decisions/0079-links-without-previews.md).
  await rowB.click();
  const log = otherTab.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Ping while muted')).toBeVisible();
  await expect(log.getByRole('link', { name: 'https://example.com/rover' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow ugc',
  );
  await shootAll(otherTab, 'chat-message-link');
  await otherTab.close();

  // Unmuted, B's next message counts: C's and B's.
  await pageA.goto(`/chat/${chatB}`);
  await pageA.getByRole('button', { name: 'Mute chat' }).click();
  await expect(pageA.getByRole('button', { name: 'Mute chat' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await pageA.goto('/projects');
  await gql(request, b.token, SEND, { chatId: chatB, content: 'Now you hear me' });
  await expect(chatBadge(pageA, 2)).toBeVisible();
});
