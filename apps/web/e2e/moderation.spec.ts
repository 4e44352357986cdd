import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { enterEmail, enterPassword, verifyEmailThroughOutbox } from './support/members';
import { E2E_OPERATOR } from './support/operator';
import { fullName, gql, logIn, signUp, type SignedUp } from './support/session';
import { scaled } from '../../../scripts/test-timeouts';

// Moderation (docs/decisions/0034) end to end: a member reports a message; the operator (made by
// playwright.config.ts before the server starts) reviews it in context, hides it and suspends the
// sender for a day; the sender's open session ends at once and sign-in says why; the reporter is
// told the report was reviewed; the audit log lists both actions. Axe on every admin screen.

const SHOTS = process.env.E2E_SHOTS_DIR;

const SEND_REQUEST = 'mutation ($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }';
const ACCEPT = 'mutation ($id: ID!) { acceptFriendReq(connectionId: $id) { chat_id } }';
const SEND =
  'mutation ($chatId: ID!, $content: String!) { sendMessage(chatId: $chatId, content: $content) { _id } }';

async function connect(request: APIRequestContext, a: SignedUp, b: SignedUp): Promise<string> {
  const sent = await gql<{ sendFriendReq: { _id: string } }>(request, a.token, SEND_REQUEST, {
    id: b.id,
  });
  const accepted = await gql<{ acceptFriendReq: { chat_id: string } }>(request, b.token, ACCEPT, {
    id: sent.sendFriendReq._id,
  });
  return accepted.acceptFriendReq.chat_id;
}

async function expectNoViolations(page: Page, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
}

test('an operator hides a reported message and suspends its sender, whose session ends at once', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(180_000));
  const reporter = await signUp(request, 'reporter');
  const sender = await signUp(request, 'spammer');
  // Sending a connection request waits for a verified address.
  await verifyEmailThroughOutbox(request, reporter.email);
  const chatId = await connect(request, reporter, sender);
  const SPAM = `Cheap followers at spam.example ${Date.now()}`;
  await gql(request, sender.token, SEND, { chatId, content: 'Hi, nice project!' });
  await gql(request, sender.token, SEND, { chatId, content: SPAM });
  await gql(request, reporter.token, SEND, { chatId, content: 'Please stop.' });

  // The sender is signed in before anything happens, elsewhere in the app.
  const senderPage = await logIn(browser, baseURL!, sender);

  // The reporter reports the message from the conversation.
  const reporterPage = await logIn(browser, baseURL!, reporter);
  await reporterPage.goto(`/chat/${chatId}`);
  const bubble = reporterPage.getByTestId('message').filter({ hasText: SPAM });
  await bubble.hover();
  await bubble.getByRole('button', { name: 'Message actions' }).click();
  await reporterPage.getByRole('menuitem', { name: 'Report' }).click();
  const reportDialog = reporterPage.getByRole('dialog', { name: 'Report message' });
  await reportDialog.getByRole('radio', { name: /^Spam/ }).check();
  await reportDialog.getByRole('textbox', { name: /Details/ }).fill('Advertising in my chat.');
  await reportDialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(reporterPage.getByText("Thanks, we'll review this report.")).toBeVisible();

  // A member sees no Admin link, and /admin is the not-found page for them.
  await expect(reporterPage.getByRole('link', { name: /^Admin/ })).toHaveCount(0);
  await reporterPage.goto('/admin');
  await expect(reporterPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  // The operator: the Admin link with the open-report count, the queue, the report in context.
  const operatorPage = await logIn(browser, baseURL!, E2E_OPERATOR);
  const adminLink = operatorPage.getByRole('link', { name: /^Admin, \d+ open reports?$/ });
  await expect(adminLink).toBeVisible();
  await adminLink.click();
  await expect(operatorPage.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await operatorPage.getByRole('button', { name: 'Messages' }).click();
  const row = operatorPage.getByRole('link').filter({ hasText: SPAM });
  await expect(row).toContainText(`Reported by ${fullName(reporter)}`);
  await expectNoViolations(operatorPage, 'queue');
  await row.click();
  await expect(
    operatorPage.getByRole('heading', { level: 1, name: 'Reported message' }),
  ).toBeVisible();
  const thread = operatorPage.getByRole('list', {
    name: 'The conversation around the reported message',
  });
  await expect(thread.getByRole('listitem')).toHaveCount(3);
  await expect(thread.locator('[aria-current="true"]')).toContainText(SPAM);
  await expect(thread.getByText('Hi, nice project!')).toBeVisible();
  await expect(thread.getByText('Please stop.')).toBeVisible();
  await expect(operatorPage.getByText('Advertising in my chat.')).toBeVisible();
  await expectNoViolations(operatorPage, 'report');

  // Hide the message: a reason is required.
  await operatorPage.getByRole('button', { name: 'Hide message' }).click();
  const hideDialog = operatorPage.getByRole('dialog', { name: 'Hide this message' });
  await hideDialog.getByRole('button', { name: 'Hide message' }).click();
  await expect(hideDialog.getByRole('alert')).toHaveText('Reason is required.');
  await hideDialog.getByRole('textbox', { name: 'Reason' }).fill('Spam link');
  await hideDialog.getByRole('button', { name: 'Hide message' }).click();
  await expect(hideDialog).toBeHidden();
  await expect(thread.locator('[aria-current="true"]')).toContainText('Hidden: Spam link');

  // Suspend the sender for a day, after a confirmation.
  await operatorPage.getByRole('button', { name: 'Suspend member' }).click();
  const suspendDialog = operatorPage.getByRole('dialog', { name: `Suspend ${fullName(sender)}` });
  await expect(suspendDialog.getByRole('radio', { name: '1 day' })).toBeChecked();
  await suspendDialog.getByRole('textbox', { name: 'Reason' }).fill('Spam in chats');
  await expectNoViolations(operatorPage, 'suspend dialog');
  await suspendDialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = operatorPage.getByRole('alertdialog', {
    name: `Suspend ${fullName(sender)} for 1 day?`,
  });
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await expect(confirm).toBeHidden();
  await expect(operatorPage.getByRole('button', { name: 'Lift suspension' })).toBeVisible();

  // The sender's open session ends at once (no reload), and signing in again says why.
  await expect(senderPage).toHaveURL(/\/login\?/, { timeout: 15_000 });
  await expect(senderPage.getByRole('status')).toContainText('Your session has ended.');
  await enterEmail(senderPage, sender.email);
  await enterPassword(senderPage, sender.password);
  await expect(senderPage.getByRole('alert')).toContainText(/suspended until .*Spam in chats/);
  await expect(senderPage).toHaveURL(/\/login/);

  // The reporter is told their report was reviewed (nothing about what was done).
  await reporterPage.goto('/notifications');
  const feed = reporterPage.getByRole('list', { name: 'Activity' });
  await expect(feed.getByText(/report/i)).toBeVisible();
  await expect(feed).not.toContainText('suspend');

  // The audit log lists both actions, newest first, with who and why.
  await operatorPage.getByRole('link', { name: 'Audit log' }).click();
  await expect(operatorPage.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const log = operatorPage.getByRole('list', { name: 'Audit log' });
  const entries = log.getByRole('listitem');
  await expect(entries.nth(0)).toContainText('suspended a member until');
  await expect(entries.nth(0)).toContainText('Spam in chats');
  await expect(entries.nth(1)).toContainText('hid a message');
  await expect(entries.nth(1)).toContainText('Spam link');
  await expect(entries.nth(0)).toContainText(fullName(E2E_OPERATOR));
  await expectNoViolations(operatorPage, 'audit log');

  // The three admin screens in both themes at 1280 and 390 px: axe, and screenshots on request.
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  const reportPath = await log
    .getByRole('link', { name: 'View report' })
    .first()
    .getAttribute('href');
  expect(reportPath).toMatch(/^\/admin\/reports\//);
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      await operatorPage.evaluate((value) => localStorage.setItem('vite-ui-theme', value), theme);
      await operatorPage.setViewportSize({ width, height: 900 });
      const screens = [
        ['admin-queue', '/admin?status=resolved', 'Reports'],
        ['admin-report', reportPath!, 'Reported message'],
        ['admin-audit', '/admin/audit', 'Audit log'],
      ] as const;
      for (const [name, path, heading] of screens) {
        await operatorPage.goto(path);
        await expect(operatorPage.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(operatorPage.getByText('Loading...', { exact: true })).toHaveCount(0);
        await expectNoViolations(operatorPage, `${name} (${theme}, ${width})`);
        if (SHOTS) {
          await operatorPage.screenshot({
            path: `${SHOTS}/${name}-${width}-${theme}.png`,
            fullPage: true,
            animations: 'disabled',
          });
        }
      }
    }
  }
});
