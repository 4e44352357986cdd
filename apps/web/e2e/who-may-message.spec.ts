import { expect, test, type Page } from '@playwright/test';
import { verifyEmailThroughOutbox } from './support/members';
import { fullName, gql, logIn, signUp } from './support/session';
import { shootAll } from './support/shots';
import { scaled } from '../../../scripts/test-timeouts';

// Who may message a member beyond their connections (docs/decisions/0084), in three browsers: an
// applicant writes to a project's owner from the owner's profile and gets an answer live; once the
// owner takes messages from connections only, another applicant is refused with the reason.

const CREATE = `mutation ($input: PostInput!) { createPost(input: $input) { _id } }`;
const APPLY = `mutation ($postId: ID!) { applyToPost(postId: $postId) { _id } }`;

const composer = (page: Page) => page.getByRole('textbox', { name: 'Type a message…' });
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });

test('an applicant messages the owner from the profile; a member the owner does not take is told why', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(150_000));
  const [owner, applicant, late] = [
    await signUp(request, 'owner'),
    await signUp(request, 'applicant'),
    await signUp(request, 'late'),
  ];
  const post = await gql<{ createPost: { _id: string } }>(request, owner.token, CREATE, {
    input: { title: `Design sprint ${Date.now()}`, description: 'Two weeks, remote.' },
  });
  for (const member of [applicant, late]) {
    await verifyEmailThroughOutbox(request, member.email);
    await gql(request, member.token, APPLY, { postId: post.createPost._id });
  }
  const [ownerPage, applicantPage] = [
    await logIn(browser, baseURL!, owner),
    await logIn(browser, baseURL!, applicant),
  ];

  // The applicant is not a connection: Message opens a chat all the same.
  await applicantPage.goto(`/profile/${owner.id}`);
  await expect(applicantPage.getByRole('button', { name: 'Connect' })).toBeVisible();
  await applicantPage.getByRole('button', { name: 'Message' }).click();
  await expect(applicantPage).toHaveURL(/\/chat\/[0-9a-f-]+$/);
  await ownerPage.goto('/chat');
  await expect(ownerPage.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await composer(applicantPage).fill('Is the design seat still open?');
  await composer(applicantPage).press('Enter');
  await expect(log(applicantPage).getByText('Is the design seat still open?')).toBeVisible();

  // The owner's list gets the new chat live; the answer reaches the applicant live.
  const row = ownerPage.getByRole('link', { name: new RegExp(fullName(applicant)) });
  await expect(row).toBeVisible();
  await row.click();
  await expect(log(ownerPage).getByText('Is the design seat still open?')).toBeVisible();
  await composer(ownerPage).fill('It is. Tell me about your last project?');
  await composer(ownerPage).press('Enter');
  await expect(log(applicantPage).getByText('Tell me about your last project?')).toBeVisible();
  await shootAll(applicantPage, 'chat-opened-from-profile');

  // The owner takes messages from connections only from now on.
  await ownerPage.goto('/settings');
  const choice = ownerPage.getByRole('combobox', { name: 'Who can message you' });
  await expect(choice).toHaveValue('applications');
  const saved = ownerPage.waitForResponse((res) =>
    (res.request().postData() ?? '').includes('UpdateMessageFrom'),
  );
  await choice.selectOption({ label: 'Connections only' });
  expect((await saved).ok()).toBe(true);
  await expect(ownerPage.getByText('Saved')).toBeVisible();
  await shootAll(ownerPage, 'settings-who-can-message');

  // Another applicant is refused, with the reason, and no chat opens.
  const latePage = await logIn(browser, baseURL!, late);
  await latePage.goto(`/profile/${owner.id}`);
  await latePage.getByRole('button', { name: 'Message' }).click();
  await expect(
    latePage.getByText(
      `${fullName(owner)} only takes messages from their connections. Send a connection request instead.`,
    ),
  ).toBeVisible();
  await expect(latePage).toHaveURL(new RegExp(`/profile/${owner.id}$`));
  await shootAll(latePage, 'profile-message-refused');
});
