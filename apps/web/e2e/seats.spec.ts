import { expect, test } from '@playwright/test';
import { shootAll } from './support/shots';
import { bell, fullName, gql, logIn, signUp } from './support/session';
import { scaled } from '../../../scripts/test-timeouts';

// The seat life cycle (docs/decisions/0049-seat-life-cycle.md) in three browser contexts: an
// applicant for a full role waits on the waitlist and sees so; the owner's Accept on the full role
// offers another role instead of an error; the squad fills and recruitment closes by itself;
// a member leaves, recruitment reopens, and the owner's bell says both, live.

const CREATE = `mutation ($input: PostInput!) { createPost(input: $input) { _id } }`;
const APPLY = `mutation ($postId: ID!, $role: String) {
  applyToPost(postId: $postId, role: $role) { _id } }`;

test('a full role waitlists, Accept offers another seat, and a departure reopens recruitment with the owner told', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(180_000));
  const [owner, sam, ravi] = [
    await signUp(request, 'seats-owner'),
    await signUp(request, 'seats-sam'),
    await signUp(request, 'seats-ravi'),
  ];
  const title = `Seat journey ${Date.now()}`;
  const postId = (
    await gql<{ createPost: { _id: string } }>(request, owner.token, CREATE, {
      input: {
        title,
        description: 'A bike-share map for the campus.',
        requirements: { desired_roles: ['Backend', 'Designer'], role_seats: [1, 1] },
        auto_close: true,
      },
    })
  ).createPost._id;
  for (const member of [sam, ravi]) {
    await gql(request, member.token, APPLY, { postId, role: 'Backend' });
  }

  // The owner seats Sam: Ravi, who wants the same role, goes on the waitlist.
  const pageOwner = await logIn(browser, baseURL!, owner);
  await pageOwner.goto(`/myposts/${postId}`);
  const card = (who: typeof sam) =>
    pageOwner.getByTestId('applicant-card').filter({ hasText: fullName(who) });
  await card(sam).getByRole('button', { name: 'Accept' }).click();
  await expect(card(sam).getByRole('button', { name: 'Accept' })).toBeDisabled();
  await pageOwner.reload();
  await expect(card(ravi)).toContainText('Waitlisted');

  const pageRavi = await logIn(browser, baseURL!, ravi);
  await pageRavi.goto('/my-applications');
  const mine = pageRavi.getByTestId('my-application-card').filter({ hasText: title });
  await expect(mine).toContainText('Waitlisted');
  await shootAll(pageRavi, 'my-applications-waitlisted');

  // Accept on the full role asks: Ravi takes the free Designer seat instead, and the squad,
  // now full, closes recruitment by itself.
  await card(ravi).getByRole('button', { name: 'Accept' }).click();
  const choice = pageOwner.getByRole('dialog', { name: 'The Backend role is full' });
  await expect(choice.getByRole('button', { name: /Add a Backend seat/ })).toBeVisible();
  await shootAll(pageOwner, 'applicants-full-role');
  await choice.getByRole('button', { name: /Seat as Designer/ }).click();
  await expect(pageOwner.getByText('Applicant accepted')).toBeVisible();
  await expect(pageOwner.getByTestId('applicants-spots')).toHaveText('2 of 2 spots filled');
  await pageOwner.reload();
  await expect(pageOwner.getByText('Closed', { exact: true }).first()).toBeVisible();

  // Sam leaves: recruitment opens again, and the owner's bell says both, without a reload
  // (after the two applications it counted already).
  const pageSam = await logIn(browser, baseURL!, sam);
  await pageSam.goto(`/squads/${postId}`);
  await pageSam.getByRole('button', { name: 'Leave squad' }).click();
  await pageSam
    .getByRole('alertdialog', { name: 'Leave this squad?' })
    .getByRole('button', { name: 'Leave squad' })
    .click();
  await expect(pageSam).toHaveURL(/\/squads$/);
  await expect(bell(pageOwner, 4)).toBeVisible();
  await bell(pageOwner, 4).click();
  const feed = pageOwner.getByRole('list', { name: 'Activity' });
  await expect(feed).toContainText(`${fullName(sam)} left the squad of ${title}`);
  await expect(feed).toContainText(`A seat freed in ${title}: recruitment is open again`);
  await shootAll(pageOwner, 'activity-seat-freed');
  await feed.getByRole('link', { name: /recruitment is open again/ }).click();
  await expect(pageOwner).toHaveURL(new RegExp(`/myposts/${postId}$`));
  await expect(pageOwner.getByTestId('applicants-spots')).toHaveText('1 of 2 spots filled');
  await expect(pageOwner.getByText('Open', { exact: true }).first()).toBeVisible();

  // The post form says what happens to applicants when a role fills.
  await pageOwner.goto(`/post/${postId}/edit`);
  const policy = pageOwner.getByRole('group', { name: 'When a role fills' });
  await expect(policy.getByRole('radio', { name: /waitlist/ })).toBeChecked();
  await policy.scrollIntoViewIfNeeded();
  await shootAll(pageOwner, 'post-form-role-fills');
});
