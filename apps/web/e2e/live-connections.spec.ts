import { expect, test } from '@playwright/test';
import { verifyEmailThroughOutbox } from './support/members';
import { fullName, gql, logIn, signUp } from './support/session';
import { scaled } from '../../../scripts/test-timeouts';

// People cards follow a connection change made by the other member, without a reload.
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
  test.setTimeout(scaled(120_000));
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

// Every other screen that shows the pair's state follows it live too: the
// profile header, Contacts and the post owner's applicant row, through a request, its
// acceptance and a removal, each made by the other member.
test('the profile header, Contacts and an applicant row follow a connection live', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const word = uniqueWord();
  const a = await signUp(request, `applier${word}`);
  const b = await signUp(request, `owner${word}`);
  await verifyEmailThroughOutbox(request, a.email);
  const postId = (
    await gql<{ createPost: { _id: string } }>(
      request,
      b.token,
      `mutation ($input: PostInput!) { createPost(input: $input) { _id } }`,
      { input: { title: `Live relations ${word}`, description: 'A rover for the campus.' } },
    )
  ).createPost._id;
  await gql(request, a.token, `mutation ($id: ID!) { applyToPost(postId: $id) { _id } }`, {
    id: postId,
  });

  // A looks at B's profile, with Contacts open in a second tab; B looks at the applicants.
  const profileA = await logIn(browser, baseURL!, a);
  await profileA.goto(`/profile/${b.id}`);
  await expect(profileA.getByRole('heading', { name: fullName(b) })).toBeVisible();
  const contactsA = await profileA.context().newPage();
  await contactsA.goto('/contacts');
  await expect(contactsA.getByText('No contacts yet')).toBeVisible();
  const pageB = await logIn(browser, baseURL!, b);
  await pageB.goto(`/myposts/${postId}`);
  const applicant = pageB.getByTestId('applicant-card').filter({ hasText: fullName(a) });
  await expect(applicant.getByRole('button', { name: 'Connect' })).toBeVisible();

  // A asks from the profile header: B's applicant row turns Pending without a reload.
  await profileA.getByRole('button', { name: 'Connect' }).click();
  await profileA.getByRole('dialog').getByRole('button', { name: 'Send request' }).click();
  await expect(profileA.getByRole('button', { name: 'Pending' })).toBeDisabled();
  await expect(applicant.getByRole('button', { name: 'Pending' })).toBeDisabled();

  // B accepts (from another device: the API): A's header offers Message, Contacts lists B,
  // and B's applicant row offers Message.
  const [pending] = (
    await gql<{ loadPendingFriendRequests: { _id: string }[] }>(
      request,
      b.token,
      `query { loadPendingFriendRequests { _id } }`,
      {},
    )
  ).loadPendingFriendRequests;
  await gql(
    request,
    b.token,
    `mutation ($id: ID!) { acceptFriendReq(connectionId: $id) { _id } }`,
    {
      id: pending!._id,
    },
  );
  await expect(profileA.getByRole('link', { name: 'Message', exact: true })).toHaveAttribute(
    'href',
    /^\/chat\/[0-9a-f-]{36}$/,
  );
  const contacts = contactsA.getByRole('list', { name: 'Contacts' });
  await expect(contacts).toContainText(fullName(b));
  await expect(applicant.getByRole('link', { name: 'Message' })).toBeVisible();

  // B removes the connection: A's Contacts drop B and A's header offers Connect again.
  await gql(request, b.token, `mutation ($id: ID!) { removeConnection(connectionId: $id) }`, {
    id: pending!._id,
  });
  await expect(contactsA.getByText('No contacts yet')).toBeVisible();
  await expect(profileA.getByRole('button', { name: 'Connect' })).toBeEnabled();
  await expect(applicant.getByRole('button', { name: 'Connect' })).toBeEnabled();
});
