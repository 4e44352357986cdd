import { expect, test, type Page } from '@playwright/test';
import { chatBetween, composer, messageLog, openChat } from './support/chat';
import { logIn, signUp } from './support/session';
import { shootAll } from './support/shots';
import { scaled } from '../../../scripts/test-timeouts';

// Typing and read receipts (docs/decisions/0082), two members in two browsers: each sees the
// other type and "Seen" under their newest message once read, unless one of them hides it.

const typingLine = (page: Page) => page.getByTestId('typing-line');
const log = messageLog;

/** Resolves when the page's next read of a chat has been answered. */
const readAnswered = (page: Page) =>
  page.waitForResponse((res) => (res.request().postData() ?? '').includes('MarkMessagesAsRead'));

test('typing shows and stops; "Seen" appears once the other member read the message', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const [a, b] = [await signUp(request, 'writer'), await signUp(request, 'reader')];
  const chatId = await chatBetween(request, a, b);
  const [pageA, pageB] = [await logIn(browser, baseURL!, a), await logIn(browser, baseURL!, b)];
  await openChat(pageA, chatId);
  await openChat(pageB, chatId);

  // B keeps typing while A looks (a pause of 3 s would say B stopped).
  await expect(async () => {
    await composer(pageB).pressSequentially('Just a sec');
    await expect(typingLine(pageA)).toHaveText(`${b.first_name} is typing…`, { timeout: 2000 });
  }).toPass();
  await shootAll(pageA, 'chat-typing');
  await composer(pageB).fill('');
  await expect(typingLine(pageA)).toHaveText('');

  // A writes while B has the chat open: B reads it at once, and A sees so.
  await composer(pageA).fill('Did you get the brief?');
  await composer(pageA).press('Enter');
  await expect(log(pageB).getByText('Did you get the brief?')).toBeVisible();
  const mine = log(pageA).getByTestId('message').filter({ hasText: 'Did you get the brief?' });
  await expect(mine.getByTestId('read-receipt')).toHaveText('Seen');
  await shootAll(pageA, 'chat-seen');

  // After a reload the receipt comes with the messages.
  await openChat(pageA, chatId, 'Did you get the brief?');
  await expect(mine.getByTestId('read-receipt')).toHaveText('Seen');
  // B's newer message is the newest: A's receipt stays on A's own newest message.
  await composer(pageB).fill('Yes!');
  await composer(pageB).press('Enter');
  await expect(log(pageA).getByText('Yes!')).toBeVisible();
  await expect(mine.getByTestId('read-receipt')).toHaveText('Seen');
});

test('a member who hides read receipts and typing is never shown reading or typing, and sees neither', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const [a, b] = [await signUp(request, 'open'), await signUp(request, 'private')];
  const chatId = await chatBetween(request, a, b);
  const [pageA, pageB] = [await logIn(browser, baseURL!, a), await logIn(browser, baseURL!, b)];

  // B turns both off in Settings.
  await pageB.goto('/settings');
  const chats = pageB.getByRole('region', { name: 'Chats' });
  for (const [name, operation] of [
    ['Read receipts', 'UpdateReadReceipts'],
    ['Typing indicator', 'UpdateTyping'],
  ] as const) {
    const toggle = chats.getByRole('switch', { name });
    await expect(toggle).toBeChecked();
    const saved = pageB.waitForResponse((res) =>
      (res.request().postData() ?? '').includes(operation),
    );
    await toggle.click();
    expect((await saved).ok()).toBe(true);
    await expect(toggle).not.toBeChecked();
  }
  await shootAll(pageB, 'settings-chats');

  await openChat(pageA, chatId);
  await openChat(pageB, chatId);
  // B types: A sees nothing. A types: B sees nothing. A's message, read by B, shows no "Seen".
  await composer(pageB).fill('You will not see this coming');
  await composer(pageA).fill('Nor this');
  const read = readAnswered(pageB);
  await composer(pageA).press('Enter');
  await expect(log(pageB).getByText('Nor this')).toBeVisible();
  await read;
  await expect(typingLine(pageA)).toHaveText('');
  await expect(typingLine(pageB)).toHaveText('');
  await openChat(pageA, chatId, 'Nor this');
  await expect(log(pageA).getByTestId('read-receipt')).toHaveCount(0);

  // B's own message, read by A, shows B no "Seen" either.
  const readByA = readAnswered(pageA);
  await composer(pageB).fill('Here anyway');
  await composer(pageB).press('Enter');
  await expect(log(pageA).getByText('Here anyway')).toBeVisible();
  await readByA;
  await openChat(pageB, chatId, 'Here anyway');
  await expect(log(pageB).getByTestId('read-receipt')).toHaveCount(0);
});
