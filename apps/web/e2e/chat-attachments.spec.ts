import { expect, test } from '@playwright/test';
import { chatBetween, composer, messageLog, openChat } from './support/chat';
import { squarePng } from './support/png';
import { logIn, signUp } from './support/session';
import { shootAll } from './support/shots';
import { scaled } from '../../../scripts/test-timeouts';

// Files in chats (docs/decisions/0085), two members in two browsers: an image arrives as a
// preview and a PDF as a file to download, live and after a reload.

// The smallest PDF a browser and the server's type check take.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('an image and a file arrive with previews', async ({ browser, baseURL, request }) => {
  test.setTimeout(scaled(120_000));
  const [a, b] = [await signUp(request, 'sharer'), await signUp(request, 'viewer')];
  const chatId = await chatBetween(request, a, b);
  const [pageA, pageB] = [await logIn(browser, baseURL!, a), await logIn(browser, baseURL!, b)];
  await openChat(pageA, chatId);
  await openChat(pageB, chatId);

  // A photo alone.
  await pageA.getByLabel('File to attach').setInputFiles({
    name: 'whiteboard.png',
    mimeType: 'image/png',
    buffer: squarePng(96),
  });
  await expect(pageA.getByTestId('attached-file')).toContainText('whiteboard.png');
  await pageA.getByRole('button', { name: 'Send', exact: true }).click();
  const preview = messageLog(pageB).getByRole('img', { name: 'whiteboard.png' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  await expect(pageA.getByTestId('attached-file')).toHaveCount(0);

  // A PDF with words.
  await pageA.getByLabel('File to attach').setInputFiles({
    name: 'brief.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await composer(pageA).fill('The brief, see page 3');
  await composer(pageA).press('Enter');
  const file = messageLog(pageB).getByTestId('attachment-file');
  await expect(file).toContainText('brief.pdf');
  await expect(messageLog(pageB).getByText('The brief, see page 3')).toBeVisible();
  await shootAll(pageB, 'chat-attachments');

  // After a reload both come with the messages, and the list names the photo's chat by its text.
  await openChat(pageB, chatId, 'The brief, see page 3');
  await expect(messageLog(pageB).getByRole('img', { name: 'whiteboard.png' })).toBeVisible();
  const href = await messageLog(pageB).getByTestId('attachment-file').getAttribute('href');
  const download = await request.get(href!);
  expect(download.ok()).toBe(true);
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
