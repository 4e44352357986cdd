import { expect, test } from '@playwright/test';
import { newMember, submitSignUpForm } from './support/members';
import { fullName, gql, logIn, signUp } from './support/session';
import { shootAll } from './support/shots';
import { scaled } from '../../../scripts/test-timeouts';

// A shared link opened signed out (docs/decisions/0051-public-pages.md): the post and the
// owner's profile read without an account, the link unfurls with the post's own preview, the
// visitor signs up from the post and lands back on it to apply, and a members-only profile is
// not shown to visitors.

const CREATE = `mutation ($input: PostInput!) { createPost(input: $input) { _id } }`;
const CLOSE = `mutation ($postId: ID!) { closePost(postId: $postId) { _id } }`;

test('a visitor opens a shared post, signs up from it and applies', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const owner = await signUp(request, 'link-owner');
  const title = `Shared link hack ${Date.now()}`;
  const postId = (
    await gql<{ createPost: { _id: string } }>(request, owner.token, CREATE, {
      input: {
        title,
        description: 'A weekend hackathon team for a campus food-sharing app.',
        project_type: 'Hackathon',
        tech_stack: ['TypeScript'],
        requirements: { desired_roles: ['Backend', 'Designer'], role_seats: [1, 1] },
      },
    })
  ).createPost._id;

  // The link unfurls in a chat app: the server writes the post's preview into the page.
  const html = await (
    await request.get(`/post/${postId}`, { headers: { Accept: 'text/html' } })
  ).text();
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  expect(html).toContain(`<title>${title} · Squadup</title>`);
  expect(html).toContain('Hackathon · Looking for Backend, Designer · A weekend hackathon team');

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/post/${postId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('A weekend hackathon team')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await shootAll(visitor, 'shared-post-visitor');

  // The owner's profile is a link away, readable too, with no way to connect signed out.
  await visitor.getByRole('link', { name: fullName(owner) }).click();
  await expect(visitor).toHaveURL(new RegExp(`/profile/${owner.id}`));
  await expect(visitor.getByRole('heading', { name: fullName(owner) })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Connect' })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Sign in to connect' })).toBeVisible();
  await shootAll(visitor, 'shared-profile-visitor');
  await visitor.goBack();

  // Sign up from the post, and land back on it signed in, able to apply.
  await visitor.getByRole('link', { name: 'Sign up to apply' }).click();
  await expect(visitor).toHaveURL(/\/signup\?redirect=/);
  const member = newMember('link-visitor');
  await submitSignUpForm(visitor, member);
  await expect(visitor).toHaveURL(new RegExp(`/post/${postId}$`));
  await visitor.getByRole('button', { name: 'Apply' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Apply to Project' });
  await dialog.getByRole('radio', { name: /Backend/ }).check();
  await dialog.getByRole('button', { name: 'Send Application' }).click();
  await expect(
    visitor.getByRole('group', { name: 'Application' }).getByRole('button', { name: 'Pending' }),
  ).toBeDisabled();
});

test('a members-only profile and a closed post are not shown to visitors', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  const owner = await signUp(request, 'private-owner');
  const closedId = (
    await gql<{ createPost: { _id: string } }>(request, owner.token, CREATE, {
      input: { title: `Closed link ${Date.now()}`, description: 'Full already.' },
    })
  ).createPost._id;
  await gql(request, owner.token, CLOSE, { postId: closedId });

  // The owner keeps the profile to members, from Settings.
  const ownerPage = await logIn(browser, baseURL!, owner);
  await ownerPage.goto('/settings');
  const visibility = ownerPage.getByRole('region', { name: 'Profile visibility' });
  await visibility.getByRole('switch', { name: 'Members-only profile' }).click();
  await expect(visibility.getByRole('switch', { name: 'Members-only profile' })).toBeChecked();
  await expect(visibility.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await shootAll(ownerPage, 'settings-profile-visibility');

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/profile/${owner.id}`);
  await expect(visitor.getByRole('heading', { name: 'Member not found' })).toBeVisible();
  await expect(visitor.getByText(fullName(owner))).toHaveCount(0);
  await shootAll(visitor, 'shared-profile-members-only');
  // Its link unfurls as the site, not as the member.
  const html = await (
    await request.get(`/profile/${owner.id}`, { headers: { Accept: 'text/html' } })
  ).text();
  expect(html).not.toContain(owner.last_name);
  expect(html).toContain('<title>Squadup</title>');
  // Members still read it.
  await ownerPage.goto(`/profile/${owner.id}`);
  await expect(ownerPage.getByRole('heading', { name: fullName(owner) })).toBeVisible();

  // A closed post no longer recruits: a visitor finds nothing there.
  await visitor.goto(`/post/${closedId}`);
  await expect(visitor.getByText('Post not found.')).toBeVisible();
  await expect(visitor.getByText('Full already.')).toHaveCount(0);

  // The screens of a member stay behind sign-in.
  await visitor.goto('/projects');
  await expect(visitor).toHaveURL(/\/login\?redirect=%2Fprojects$/);
});
