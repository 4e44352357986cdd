import { expect, test, type Route } from '@playwright/test';
import { verifyEmailThroughOutbox } from './support/members';
import { fullName, gql, logIn, signUp } from './support/session';
import { shootAll, shootOpened } from './support/shots';
import { scaled } from '../../../scripts/test-timeouts';

// The bell opens a panel (the waiting requests, answered in place, and the newest activity) with
// links to the whole page and to Contacts; /notifications says what each section holds.

const SEND = `mutation ($id: ID!, $message: String) {
  sendFriendReq(addresseeUserId: $id, message: $message) { _id } }`;

test('the bell opens a panel: a request is accepted in place, and the page says what it holds', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  const asker = await signUp(request, 'panelasker');
  const member = await signUp(request, 'panelmember');
  await verifyEmailThroughOutbox(request, asker.email);
  await verifyEmailThroughOutbox(request, member.email);
  const page = await logIn(browser, baseURL!, member);
  await gql(request, asker.token, SEND, { id: member.id, message: 'Team up?' });

  const bell = page.getByRole('link', { name: 'Notifications, 1 notifications' }).first();
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(panel.getByRole('list', { name: 'Connection requests' })).toContainText(
    fullName(asker),
  );
  await expect(panel.getByRole('link', { name: 'See all notifications' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Contacts' })).toBeVisible();
  await page.keyboard.press('Escape');
  // At each width, from the bell of the bar on screen (the desktop bar's, then the phone's).
  await shootOpened(
    page,
    'notifications-panel',
    async (at) => {
      await at
        .getByRole('link', { name: /^Notifications/ })
        .filter({ visible: true })
        .click();
      await expect(panel).toBeVisible();
    },
    async (at) => {
      await at.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    },
  );
  await bell.click();

  // Escape closes it and the focus is back on the bell; Enter opens it again.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();

  await panel.getByRole('button', { name: `Accept ${fullName(asker)}` }).click();
  await expect(page.getByText('Connection request accepted')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Connection requests' })).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: 'Notifications', exact: true }).first(),
  ).toBeVisible();

  // The whole page: its own empty line for requests, never "nothing new" above activity.
  await panel.getByRole('link', { name: 'See all notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(panel).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: 'Connection requests' })
      .getByText('No connection requests waiting for your answer.'),
  ).toBeVisible();
  await expect(page.getByText(/no new notifications/i)).toHaveCount(0);
  await shootAll(page, 'notifications-page');
});

test('navigating during an outage keeps the frame, and the screen comes back by itself', async ({
  browser,
  baseURL,
  request,
}) => {
  // The screens are checked during the outage (axe, both themes and widths), then the retry's
  // wait, which grows to 15 s, may still run: more than the default budget on a busy machine.
  test.setTimeout(scaled(90_000));
  const member = await signUp(request, 'outage');
  const page = await logIn(browser, baseURL!, member);
  await expect(page.getByRole('heading', { name: 'Discover Projects' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' }).first();

  // The server goes away: every request to it is refused, as when it is down (the shared test
  // server keeps serving the other tests). People's code has not been downloaded yet.
  const refuse = (route: Route) => route.abort('connectionrefused');
  await page.route('**/*', refuse);
  await nav.getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Trying again' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
  await shootAll(page, 'outage-screen');

  // The server is back: the screen arrives by itself, with no reload and no click.
  await page.unroute('**/*', refuse);
  await expect(page.getByRole('heading', { level: 1, name: 'Find People' })).toBeVisible({
    timeout: scaled(30_000),
  });
  await expect(page).toHaveURL(/\/people$/);
});
