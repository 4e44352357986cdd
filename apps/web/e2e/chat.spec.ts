import { expect, test, type APIRequestContext } from '@playwright/test';
import { verifyEmailThroughOutbox } from './support/members';
import { chatBadge, fullName, gql, logIn, signUp, type SignedUp } from './support/session';
import { scaled } from '../../../scripts/test-timeouts';

// The chat journey with two members in two browser contexts, against the built app and API:
// messages, edits, deletions and both navigation badges arrive live, without a reload.

const SEND_REQUEST = 'mutation ($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }';
const ACCEPT = 'mutation ($id: ID!) { acceptFriendReq(connectionId: $id) { chat_id } }';
const SEND =
  'mutation ($chatId: ID!, $content: String!) { sendMessage(chatId: $chatId, content: $content) { _id } }';

/** Connects two members through the API and answers their chat's id. */
async function connect(request: APIRequestContext, a: SignedUp, b: SignedUp): Promise<string> {
  const sent = await gql<{ sendFriendReq: { _id: string } }>(request, a.token, SEND_REQUEST, {
    id: b.id,
  });
  const accepted = await gql<{ acceptFriendReq: { chat_id: string } }>(request, b.token, ACCEPT, {
    id: sent.sendFriendReq._id,
  });
  return accepted.acceptFriendReq.chat_id;
}

test('messages, edits, deletions and both badges arrive live between two members', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const [a, b, c] = [
    await signUp(request, 'sender'),
    await signUp(request, 'reader'),
    await signUp(request, 'newcomer'),
  ];
  // Sending a connection request waits for a verified address (A's here, C's at the end).
  await verifyEmailThroughOutbox(request, a.email);
  await verifyEmailThroughOutbox(request, c.email);
  const chatId = await connect(request, a, b);
  // Older history, so scrolling up has pages to load (10 per page). Both members write it, so
  // neither comes near the messages-a-minute quota (QUOTAS.messagesPerMinute) before the live part.
  for (let i = 1; i <= 34; i += 1) {
    const writer = i % 2 === 1 ? a : b;
    await gql(request, writer.token, SEND, {
      chatId,
      content: `History ${String(i).padStart(2, '0')}`,
    });
  }
  for (const reader of [a, b]) {
    await gql(
      request,
      reader.token,
      'mutation ($chatId: ID!) { markMessagesAsRead(chatId: $chatId) { unread_count } }',
      { chatId },
    );
  }

  const pageA = await logIn(browser, baseURL!, a);
  const pageB = await logIn(browser, baseURL!, b);

  // A sends from the conversation; B, elsewhere in the app, sees the badge rise without a reload.
  await pageA.goto(`/chat/${chatId}`);
  const composerA = pageA.getByRole('textbox', { name: 'Type a message…' });
  await expect(pageA.getByRole('button', { name: 'Send' })).toBeDisabled();
  await composerA.fill('Hello from the rover team');
  await composerA.press('Enter');
  const logA = pageA.getByRole('log', { name: 'Messages' });
  await expect(logA.getByText('Hello from the rover team')).toBeVisible();
  await expect(composerA).toHaveValue('');
  await expect(chatBadge(pageB, 1)).toBeVisible();

  // B opens the chat from the list: the message is there and the badge clears.
  await chatBadge(pageB, 1).click();
  await expect(pageB).toHaveURL(/\/chat$/);
  const row = pageB.getByRole('link', { name: new RegExp(fullName(a)) });
  await expect(row).toContainText('Hello from the rover team');
  await row.click();
  await expect(pageB).toHaveURL(new RegExp(`/chat/${chatId}$`));
  const logB = pageB.getByRole('log', { name: 'Messages' });
  await expect(logB.getByText('Hello from the rover team')).toBeVisible();
  await expect(pageB.getByRole('link', { name: 'Messages', exact: true }).first()).toBeVisible();

  // A edits the message, then deletes it; B sees both.
  const mine = logA.getByTestId('message').filter({ hasText: 'Hello from the rover team' });
  await mine.hover();
  await mine.getByRole('button', { name: 'Message actions' }).click();
  await pageA.getByRole('menuitem', { name: 'Edit' }).click();
  const editBox = pageA.getByRole('textbox', { name: 'Edit message' });
  await editBox.fill('Hello from the rover team, edited');
  await editBox.press('Enter');
  await expect(logB.getByText('Hello from the rover team, edited')).toBeVisible();
  await expect(logB.getByTestId('message').filter({ hasText: 'edited' })).toContainText('(edited)');

  const edited = logA.getByTestId('message').filter({ hasText: 'rover team, edited' });
  await edited.hover();
  await edited.getByRole('button', { name: 'Message actions' }).click();
  await pageA.getByRole('menuitem', { name: 'Delete' }).click();
  await pageA
    .getByRole('alertdialog', { name: 'Delete this message?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(logA.getByText('rover team, edited')).toHaveCount(0);
  await expect(logB.getByText('rover team, edited')).toHaveCount(0);

  // B scrolls up through the history, a page at a time, until there is no more.
  await expect(logB.getByText('History 34')).toBeVisible();
  await expect(logB.getByText('History 01')).toHaveCount(0);
  await expect
    .poll(
      async () => {
        await logB.evaluate((el) => el.scrollTo({ top: 0 }));
        return logB.getByText('No more messages').count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await expect(logB.getByText('History 01')).toBeVisible();
  await expect(logB.getByTestId('message')).toHaveCount(34);

  // With the conversation open (and scrolled up to its start), B receives A's next message live:
  // it is added at the bottom and scrolled into view, and the chat is marked read, so B's badge
  // stays clear.
  const markedRead = pageB.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postDataJSON() as { operationName?: string } | null)?.operationName ===
        'MarkMessagesAsRead',
    { timeout: 10_000 },
  );
  await composerA.fill('Are you free on Friday?');
  await composerA.press('Enter');
  const friday = logB.getByTestId('message').last();
  await expect(friday).toContainText('Are you free on Friday?');
  await expect(friday).toBeInViewport();
  await expect(logB.getByTestId('message')).toHaveCount(35);
  expect((await markedRead).ok()).toBe(true);
  await expect(pageB.getByRole('link', { name: 'Messages', exact: true }).first()).toBeVisible();
  await expect(pageB.getByRole('link', { name: /unread messages/ })).toHaveCount(0);

  // A connection request raises B's notification badge live.
  await gql(request, c.token, SEND_REQUEST, { id: b.id });
  await expect(
    pageB.getByRole('link', { name: 'Notifications, 1 notifications' }).first(),
  ).toBeVisible();

  // At 390 px one pane shows at a time, and the bottom bar keeps every tab on chat routes.
  const narrow = await logIn(browser, baseURL!, b, { width: 390, height: 844 });
  const bottomBar = narrow.getByRole('navigation', { name: 'Main' });
  await expect(bottomBar.getByRole('link', { name: 'People' })).toBeVisible();
  await narrow.goto('/chat');
  await expect(narrow.getByRole('region', { name: 'Conversations' })).toBeVisible();
  await expect(narrow.getByText('Select a conversation to start messaging.')).toBeVisible();
  await expect(narrow.getByRole('log', { name: 'Messages' })).toHaveCount(0);
  await expect(bottomBar.getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(bottomBar.getByRole('link', { name: 'People' })).toBeVisible();
  await narrow.getByRole('link', { name: new RegExp(fullName(a)) }).click();
  await expect(narrow.getByRole('log', { name: 'Messages' })).toBeVisible();
  await expect(narrow.getByRole('region', { name: 'Conversations' })).toBeHidden();
  await expect(bottomBar.getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(bottomBar.getByRole('link', { name: 'People' })).toBeVisible();
  await narrow.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(narrow).toHaveURL(/\/chat$/);
});
