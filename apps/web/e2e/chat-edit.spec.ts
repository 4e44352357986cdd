import { expect, test, type Page } from '@playwright/test';
import { verifyEmailThroughOutbox } from './support/members';
import { fullName, gql, logIn, signUp } from './support/session';
import { scaled } from '../../../scripts/test-timeouts';

// Editing keeps Save and Cancel in sight, and deleting the last message leaves the chat list's
// preview on the latest message still there (not "Message deleted"), live for both members.

const SEND_REQUEST = 'mutation ($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }';
const ACCEPT = 'mutation ($id: ID!) { acceptFriendReq(connectionId: $id) { chat_id } }';
const SEND =
  'mutation ($chatId: ID!, $content: String!) { sendMessage(chatId: $chatId, content: $content) { _id } }';

async function openEdit(page: Page, text: string) {
  const log = page.getByRole('log', { name: 'Messages' });
  const bubble = log.getByTestId('message').filter({ hasText: text });
  await bubble.hover();
  await bubble.getByRole('button', { name: 'Message actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Edit message' })).toBeFocused();
}

test('editing the last message keeps Save and Cancel fully in view; deleting it previews the one before', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  const [a, b] = [await signUp(request, 'editor'), await signUp(request, 'watcher')];
  await verifyEmailThroughOutbox(request, a.email);
  const sent = await gql<{ sendFriendReq: { _id: string } }>(request, a.token, SEND_REQUEST, {
    id: b.id,
  });
  const { acceptFriendReq } = await gql<{ acceptFriendReq: { chat_id: string } }>(
    request,
    b.token,
    ACCEPT,
    { id: sent.sendFriendReq._id },
  );
  const chatId = acceptFriendReq.chat_id;
  // Enough history that the log scrolls, ending with the message that gets edited.
  for (let i = 1; i <= 12; i += 1) {
    await gql(request, a.token, SEND, { chatId, content: `Line ${i}` });
  }
  await gql(request, a.token, SEND, { chatId, content: 'Before the last' });
  await gql(request, a.token, SEND, { chatId, content: 'The last one' });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const page = await logIn(browser, baseURL!, a, viewport);
    await page.goto(`/chat/${chatId}`);
    await expect(
      page.getByRole('log', { name: 'Messages' }).getByText('The last one'),
    ).toBeVisible();
    await openEdit(page, 'The last one');
    await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  }

  // B watches the chat list while A deletes the last message.
  const pageB = await logIn(browser, baseURL!, b);
  await pageB.goto('/chat');
  const rowB = pageB.getByTestId('chat-row').filter({ hasText: fullName(a) });
  await expect(rowB).toContainText('The last one');

  const pageA = await logIn(browser, baseURL!, a);
  await pageA.goto(`/chat/${chatId}`);
  const log = pageA.getByRole('log', { name: 'Messages' });
  const last = log.getByTestId('message').filter({ hasText: 'The last one' });
  await last.hover();
  await last.getByRole('button', { name: 'Message actions' }).click();
  await pageA.getByRole('menuitem', { name: 'Delete' }).click();
  await pageA
    .getByRole('alertdialog', { name: 'Delete this message?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(log.getByText('The last one')).toHaveCount(0);

  const rowA = pageA.getByTestId('chat-row').filter({ hasText: fullName(b) });
  await expect(rowA).toContainText('Before the last');
  await expect(rowA).not.toContainText('Message deleted');
  await expect(rowB).toContainText('Before the last');
  await expect(rowB).not.toContainText('Message deleted');
  // And after a reload, from the server.
  await pageB.reload();
  await expect(pageB.getByTestId('chat-row').filter({ hasText: fullName(a) })).toContainText(
    'Before the last',
  );
});
