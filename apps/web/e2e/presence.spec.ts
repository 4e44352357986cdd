import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousViolations, useTheme } from './support/axe';
import { verifyEmailThroughOutbox } from './support/members';
import { fullName, gql, logIn, signUp, type SignedUp } from './support/session';
import { scaled } from '../../../scripts/test-timeouts';

// A member with the app open shows as Online to others on
// their person card, profile and chat, live (presenceUpdate); turning "Show when I'm online" off
// hides it, live and after a reload.

const SEND_REQUEST = 'mutation ($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }';
const ACCEPT = 'mutation ($id: ID!) { acceptFriendReq(connectionId: $id) { chat_id } }';

/** Connects two members through the API and answers their chat's id. */
async function connect(request: APIRequestContext, a: SignedUp, b: SignedUp): Promise<string> {
  await verifyEmailThroughOutbox(request, a.email); // a request waits for a verified address
  const sent = await gql<{ sendFriendReq: { _id: string } }>(request, a.token, SEND_REQUEST, {
    id: b.id,
  });
  const accepted = await gql<{ acceptFriendReq: { chat_id: string } }>(request, b.token, ACCEPT, {
    id: sent.sendFriendReq._id,
  });
  return accepted.acceptFriendReq.chat_id;
}

/** Last names made from a fresh word, so a search finds exactly the member asked for. */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * 26)]).join('');
}

const online = (scope: Page | Locator) => scope.getByRole('img', { name: 'Online', exact: true });
const cardOf = async (page: Page, member: SignedUp) => {
  await page.goto(`/people?q=${encodeURIComponent(member.last_name)}`);
  const card = page.getByRole('region', { name: 'People' }).getByRole('article', {
    name: fullName(member),
  });
  await expect(card).toBeVisible();
  return card;
};

test('a member shows as Online on their card, profile and chat, live, until they hide it', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const word = uniqueWord();
  const a = await signUp(request, `viewer${word}`);
  const b = await signUp(request, `present${word}`);
  const chatId = await connect(request, a, b);
  const pageA = await logIn(browser, baseURL!, a);

  // B has never been here: no dot, no "Last seen".
  await pageA.goto(`/chat/${chatId}`);
  const row = pageA.getByTestId('chat-row').filter({ hasText: fullName(b) });
  await expect(row).toBeVisible();
  await expect(pageA.getByTestId('chat-presence')).toHaveText('View profile');
  await expect(online(row)).toHaveCount(0);

  // B opens the app: A's chat shows it without a reload.
  const pageB = await logIn(browser, baseURL!, b);
  await expect(online(row)).toBeVisible();
  await expect(pageA.getByTestId('chat-presence')).toHaveText('Online · View profile');

  await expect(online(await cardOf(pageA, b))).toBeVisible();
  await pageA.goto(`/profile/${b.id}`);
  await expect(pageA.getByRole('heading', { name: fullName(b) })).toBeVisible();
  await expect(online(pageA.locator('main'))).toBeVisible();
  await expect(pageA.getByTestId('profile-presence')).toHaveText('Online');

  // B turns it off in Settings (the choice is kept); A, still in the chat, sees it go live.
  await pageA.goto(`/chat/${chatId}`);
  await expect(pageA.getByTestId('chat-presence')).toHaveText('Online · View profile');
  await pageB.goto('/settings');
  const toggle = pageB.getByRole('switch', { name: "Show when I'm online" });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(
    pageB.getByRole('region', { name: 'Online status' }).getByText('Saved'),
  ).toBeVisible();
  await expect(pageA.getByTestId('chat-presence')).toHaveText('View profile');
  await expect(online(row)).toHaveCount(0);
  await pageB.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  // After a reload too, B (still here) is neither online nor last seen anywhere A looks.
  await pageA.reload();
  await expect(pageA.getByTestId('chat-presence')).toHaveText('View profile');
  await expect(online(row)).toHaveCount(0);
  await pageA.goto(`/profile/${b.id}`);
  await expect(pageA.getByRole('heading', { name: fullName(b) })).toBeVisible();
  await expect(pageA.getByTestId('profile-presence')).toHaveCount(0);
  await expect(online(pageA.locator('main'))).toHaveCount(0);
  const card = await cardOf(pageA, b);
  await expect(card.getByRole('link', { name: 'Message' })).toBeVisible();
  await expect(online(card)).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Online dot and the Online status setting pass axe (${theme})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(scaled(90_000));
    const word = uniqueWord();
    const a = await signUp(request, `axeviewer${word}`);
    const b = await signUp(request, `axepresent${word}`);
    await logIn(browser, baseURL!, b);
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await useTheme(page, theme);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(a.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(a.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/projects$/);

    await expect(online(await cardOf(page, b))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/settings');
    await expect(page.getByRole('switch', { name: "Show when I'm online" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
