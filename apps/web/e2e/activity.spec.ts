import { expect, test } from '@playwright/test';
import { bell, fullName, gql, logIn, signUp } from './support/session';
import { scaled } from '../../../scripts/test-timeouts';

// The activity feed's in-app part, in two browser contexts: an application raises the owner's bell live
// and shows in the feed; the decision raises the applicant's bell and updates My Applications
// without a reload; opening the item lands on the squad.

const CREATE = `mutation ($input: PostInput!) { createPost(input: $input) { _id } }`;

test('an application and its decision reach both members live, in the bell and the feed', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const [owner, applicant] = [
    await signUp(request, 'activity-owner'),
    await signUp(request, 'activity-applicant'),
  ];
  const title = `Activity journey ${Date.now()}`;
  const postId = (
    await gql<{ createPost: { _id: string } }>(request, owner.token, CREATE, {
      input: { title, description: 'A tool for the campus radio.' },
    })
  ).createPost._id;

  const pageOwner = await logIn(browser, baseURL!, owner);
  const pageApplicant = await logIn(browser, baseURL!, applicant);

  // The applicant applies; the owner's bell counts it without a reload, and the feed says who.
  await pageApplicant.goto(`/post/${postId}`);
  await pageApplicant.getByRole('button', { name: 'Apply' }).click();
  await pageApplicant
    .getByRole('dialog', { name: 'Apply to Project' })
    .getByRole('button', { name: 'Send Application' })
    .click();
  await expect(pageApplicant.getByText('Application sent successfully!')).toBeVisible();
  await expect(bell(pageOwner, 1)).toBeVisible();
  await bell(pageOwner, 1).click();
  const ownerFeed = pageOwner.getByRole('list', { name: 'Activity' });
  await expect(ownerFeed).toContainText(`${fullName(applicant)} applied to ${title}`);

  // The applicant waits on My Applications; the owner accepts from the feed's link.
  await pageApplicant.goto('/my-applications');
  const status = pageApplicant
    .getByTestId('my-application-card')
    .filter({ hasText: title })
    .getByTestId('application-status');
  await expect(status).toHaveText('Pending');
  await ownerFeed.getByRole('link', { name: new RegExp(`applied to ${title}`) }).click();
  await expect(pageOwner).toHaveURL(new RegExp(`/myposts/${postId}$`));
  await pageOwner.getByTestId('applicant-card').getByRole('button', { name: 'Accept' }).click();
  // One spot (the default), now filled: the owner keeps recruitment open.
  await pageOwner
    .getByRole('alertdialog', { name: 'Every spot is filled. Close recruitment?' })
    .getByRole('button', { name: 'Cancel' })
    .click();

  // Live, without a reload: the applicant's bell and My Applications.
  await expect(bell(pageApplicant, 1)).toBeVisible();
  await expect(status).toHaveText('Accepted');
  await bell(pageApplicant, 1).click();
  await pageApplicant
    .getByRole('list', { name: 'Activity' })
    .getByRole('link', { name: new RegExp(`Your application to ${title} was accepted`) })
    .click();
  await expect(pageApplicant).toHaveURL(new RegExp(`/squads/${postId}$`));
  await expect(pageApplicant.getByRole('link', { name: title })).toBeVisible();
  // Opening it read it: the bell is back to no count.
  await expect(
    pageApplicant.getByRole('link', { name: 'Notifications', exact: true }).first(),
  ).toBeVisible();
});
