import { expect, test, type Page } from '@playwright/test';
// Aliased: a theme per loop turn is a page setting, not a React hook.
import { seriousViolations, useTheme as applyTheme } from './support/axe';
import { verifyEmailThroughOutbox } from './support/members';
import { bell, fullName, gql, logIn, signUp } from './support/session';
import { scaled } from '../../../scripts/test-timeouts';

// A member sees the requests they sent on Contact Requests (tab Sent) and can
// cancel one. The addressee's badge and Received list follow live, and the requester can Connect
// again. Then the Sent list itself follows the other member's answer without a reload (item 9).

const SEND = `mutation ($id: ID!, $message: String) {
  sendFriendReq(addresseeUserId: $id, message: $message) { _id } }`;

function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * 26)]).join('');
}

const quietBell = (page: Page) =>
  page.getByRole('link', { name: 'Notifications', exact: true }).first();

test('a sent request is listed under Sent and cancelled; the addressee and Find People follow live', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const word = uniqueWord();
  const a = await signUp(request, `sender${word}`);
  const b = await signUp(request, `receiver${word}`);
  await verifyEmailThroughOutbox(request, a.email);
  const pageA = await logIn(browser, baseURL!, a);
  const pageB = await logIn(browser, baseURL!, b);

  // A asks B from Find People.
  await pageA.goto(`/people?q=${encodeURIComponent(b.last_name)}`);
  const bOnA = pageA.getByRole('region', { name: 'People' }).getByRole('article', {
    name: fullName(b),
  });
  await bOnA.getByRole('button', { name: 'Connect' }).click();
  await pageA.getByRole('dialog').getByRole('button', { name: 'Send request' }).click();
  await expect(bOnA.getByRole('button', { name: 'Pending' })).toBeDisabled();

  // B waits on Contact Requests: A's request is there, the bell counts it.
  await pageB.goto('/contacts/requests');
  const received = pageB.getByRole('list', { name: 'Connection requests' });
  await expect(received).toContainText(fullName(a));
  await expect(bell(pageB, 1)).toBeVisible();

  // A opens the Sent tab (the spec's Received list is the default) and cancels.
  await pageA.goto('/contacts/requests');
  await expect(pageA.getByRole('tab', { name: 'Received' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await pageA.getByRole('tab', { name: 'Sent' }).click();
  await expect(pageA).toHaveURL(/\/contacts\/requests\?tab=sent$/);
  const sent = pageA.getByRole('list', { name: 'Sent requests' });
  const toB = sent.getByRole('article', { name: fullName(b) });
  await expect(toB).toContainText('has not answered yet');
  await toB.getByRole('button', { name: 'Cancel request' }).click();
  await expect(pageA.getByText('Connection request cancelled')).toBeVisible();
  await expect(pageA.getByText('No sent requests')).toBeVisible();

  // B never reloaded: the request leaves the list and the bell.
  await expect(received).toHaveCount(0);
  await expect(pageB.getByText('No pending requests')).toBeVisible();
  await expect(quietBell(pageB)).toBeVisible();

  // A may ask again at once: Find People offers Connect (the page came back from the cache).
  await pageA.goBack();
  await expect(pageA).toHaveURL(/\/people\?q=/);
  await expect(bOnA.getByRole('button', { name: 'Connect' })).toBeEnabled();
  await bOnA.getByRole('button', { name: 'Connect' }).click();
  await pageA.getByRole('dialog').getByRole('button', { name: 'Send request' }).click();
  await expect(bOnA.getByRole('button', { name: 'Pending' })).toBeDisabled();
  await expect(received).toContainText(fullName(a));

  // The Sent tab follows B's answer live: A keeps it open while B accepts.
  await pageA.goto('/contacts/requests?tab=sent');
  await expect(sent.getByRole('article', { name: fullName(b) })).toBeVisible();
  await received.getByRole('button', { name: 'Accept' }).click();
  await expect(pageA.getByText('No sent requests')).toBeVisible();
});

test('Contact Requests, Received and Sent, pass axe in light and dark', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const word = uniqueWord();
  const [me, asker, asked] = [
    await signUp(request, `axeme${word}`),
    await signUp(request, `axeasker${word}`),
    await signUp(request, `axeasked${word}`),
  ];
  await verifyEmailThroughOutbox(request, me.email);
  await verifyEmailThroughOutbox(request, asker.email);
  await gql(request, asker.token, SEND, { id: me.id, message: 'Want to build a rover?' });
  await gql(request, me.token, SEND, { id: asked.id, message: 'Loved your talk on drones.' });

  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const page = await logIn(browser, baseURL!, me, viewport);
      await applyTheme(page, theme);

      await page.goto('/contacts/requests');
      await expect(page.getByRole('list', { name: 'Connection requests' })).toContainText(
        fullName(asker),
      );
      expect(await seriousViolations(page), `Received, ${theme}, ${viewport.width}`).toEqual([]);
      await page.getByRole('tab', { name: 'Sent' }).click();
      await expect(page.getByRole('list', { name: 'Sent requests' })).toContainText(
        fullName(asked),
      );
      expect(await seriousViolations(page), `Sent, ${theme}, ${viewport.width}`).toEqual([]);
      await page.context().close();
    }
  }
});
