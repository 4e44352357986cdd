import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { gql, logIn, signUp } from './support/session';
import { scaled } from '../../../scripts/test-timeouts';

// Every badge colour (the shared Badge's tones: experience levels, application
// and post statuses) passes axe's WCAG AA contrast in light and dark, on the real screens that
// show them. Before the *-soft-foreground tokens, Beginner/Open/Accepted were 2.9:1 and
// Intermediate/Rejected 3.9:1 in light mode, and this journey failed on them.

const CREATE = `mutation ($input: PostInput!) { createPost(input: $input) { _id } }`;
const APPLY = `mutation ($postId: ID!) { applyToPost(postId: $postId) { _id } }`;
const DECIDE = `mutation ($id: ID!, $status: Decision!) {
  updateApplicationStatus(applicationId: $id, status: $status) { _id } }`;
const WITHDRAW = `mutation ($id: ID!) { cancelApplyToPost(applicationId: $id) { _id } }`;

/** The tones of the badges on screen, as the Badge marks them. */
const tonesOnScreen = (page: Page) =>
  page
    .locator('[data-tone]')
    .evaluateAll((badges) => [...new Set(badges.map((b) => b.getAttribute('data-tone')))].sort());

test('every badge colour passes WCAG AA contrast in light and dark', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const [owner, member] = [
    await signUp(request, 'badge-owner'),
    await signUp(request, 'badge-member'),
  ];
  const stamp = Date.now();
  const applications: string[] = [];
  for (const level of ['beginner', 'intermediate', 'advanced', 'any']) {
    const post = await gql<{ createPost: { _id: string } }>(request, owner.token, CREATE, {
      input: {
        title: `Badges ${level} ${stamp}`,
        description: 'Colours.',
        experience_level: level,
      },
    });
    const applied = await gql<{ applyToPost: { _id: string } }>(request, member.token, APPLY, {
      postId: post.createPost._id,
    });
    applications.push(applied.applyToPost._id);
  }
  // Accepted, Rejected, Withdrawn and one left Pending: each status badge has its colour on screen.
  await gql(request, owner.token, DECIDE, { id: applications[0], status: 'accepted' });
  await gql(request, owner.token, DECIDE, { id: applications[1], status: 'rejected' });
  await gql(request, member.token, WITHDRAW, { id: applications[2] });

  const page = await logIn(browser, baseURL!, member);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('vite-ui-theme', value), theme);
    for (const path of ['/my-applications', '/projects']) {
      await page.goto(path);
      await expect(page.getByText(`Badges advanced ${stamp}`).first()).toBeVisible();
      expect(await tonesOnScreen(page), `${path} (${theme})`).toEqual(
        expect.arrayContaining(['danger', 'neutral', 'success', 'warning']),
      );
      expect(await seriousViolations(page), `${path} (${theme})`).toEqual([]);
    }
  }
});
