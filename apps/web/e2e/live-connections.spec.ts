import { expect, test } from '@playwright/test';
import { verifyEmailThroughOutbox } from './support/members';
import { fullName, logIn, signUp } from './support/session';

// Issue 15: people cards follow a connection change made by the other member, without a reload.
// A asks B from Find People; B's card for A turns Pending as the request lands; B accepts on
// /notifications, and A's card for B turns to Message.

function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * 26)]).join('');
}

test("an accepted request turns the requester's Find People card to Message live", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  // Last names made from a fresh word, so each search finds exactly the other member.
  const a = await signUp(request, `asker${word}`);
  const b = await signUp(request, `answerer${word}`);
  // Sending a request waits for a verified address (A's).
  await verifyEmailThroughOutbox(request, a.email);
  const pageA = await logIn(browser, baseURL!, a);
  const pageB = await logIn(browser, baseURL!, b);

  // Each finds the other by last name.
  const cardOf = (page: typeof pageA, name: string) =>
    page.getByRole('region', { name: 'People' }).getByRole('article', { name });
  await pageA.goto(`/people?q=${encodeURIComponent(b.last_name)}`);
  await pageB.goto(`/people?q=${encodeURIComponent(a.last_name)}`);
  const bOnA = cardOf(pageA, fullName(b));
  const aOnB = cardOf(pageB, fullName(a));
  await expect(bOnA.getByRole('button', { name: 'Connect' })).toBeVisible();
  await expect(aOnB.getByRole('button', { name: 'Connect' })).toBeVisible();

  await bOnA.getByRole('button', { name: 'Connect' }).click();
  await pageA.getByRole('dialog').getByRole('button', { name: 'Send request' }).click();
  await expect(bOnA.getByRole('button', { name: 'Pending' })).toBeDisabled();
  // B never reloaded: the request's events refresh the card on screen.
  await expect(aOnB.getByRole('button', { name: 'Pending' })).toBeDisabled();

  // B accepts on a second tab's /notifications; A's page stays where it was.
  const notificationsB = await pageB.context().newPage();
  await notificationsB.goto('/notifications');
  const requests = notificationsB.getByRole('list', { name: 'Connection requests' });
  await expect(requests).toContainText(fullName(a));
  await requests.getByRole('button', { name: 'Accept' }).click();
  await expect(requests).toHaveCount(0);

  await expect(bOnA.getByRole('link', { name: 'Message' })).toHaveAttribute(
    'href',
    /^\/chat\/[0-9a-f-]{36}$/,
  );
  await expect(bOnA.getByRole('button', { name: 'Pending' })).toHaveCount(0);
  // B's first tab, still on Find People, follows B's own answer from the other tab.
  await expect(aOnB.getByRole('link', { name: 'Message' })).toBeVisible();
});
