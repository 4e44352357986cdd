import { expect, test } from '@playwright/test';
import { newMember, submitSignUpForm } from './support/members';
import { bell, bellCount, fullName, gql, logIn, region, signUp } from './support/session';
import { shootAll } from './support/shots';
import { scaled } from '../../../scripts/test-timeouts';

// A hackathon team from first post to first week, in three browsers: the owner posts a hackathon
// with its dates, deadline and two roles through the form; a signed-out visitor opens the shared
// link, signs up from it and applies; a third member applies for the other role; the owner
// accepts both from the applicant pipeline (the post closes itself, full); owner and visitor use
// the squad workspace (pin, link, a task assigned and ticked, a shared file, an @mention that
// reaches the owner's bell); the third member leaves, the seat reopens and the owner is told.

const APPLY = `mutation ($postId: ID!, $role: String) { applyToPost(postId: $postId, role: $role) { _id } }`;
const MY_POSTS = `query ($userId: ID!) { loadPostsByUserId(userId: $userId) { _id title } }`;
const POST_STATUS = `query ($postId: ID!) { loadPostById(postId: $postId) { status accepting_applications } }`;

const DESKTOP = { width: 1280, height: 800 };
const DAY_MS = 86_400_000;
const day = (fromToday: number) =>
  new Date(Date.now() + fromToday * DAY_MS).toISOString().slice(0, 10);

test('a hackathon team forms from a shared link and works in its squad', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(300_000));
  const owner = await signUp(request, 'team-owner', { first_name: 'Odile' });
  const third = await signUp(request, 'team-third', { first_name: 'Tess' });
  const title = `Team journey ${Date.now()}`;

  // 1. The owner posts the hackathon through the form: dates, deadline, two roles, close when full.
  const pageOwner = await logIn(browser, baseURL!, owner, DESKTOP);
  await pageOwner.goto('/post/new');
  await pageOwner.getByLabel('Title').fill(title);
  await pageOwner.getByLabel('Description').fill('A weekend build of a campus food-sharing app.');
  await pageOwner.getByLabel('Project type').selectOption('Hackathon');
  const when = pageOwner.getByRole('group', { name: 'When', exact: true });
  await when.getByLabel('Start date').fill(day(20));
  await when.getByLabel('End date').fill(day(22));
  await when.getByLabel('Apply by').fill(day(14));
  await when.getByLabel('Hours a week').fill('15');
  const roles = pageOwner.getByLabel('Desired roles', { exact: true });
  for (const role of ['Backend', 'Designer']) {
    await roles.fill(role);
    await roles.press('Enter');
  }
  await pageOwner
    .getByRole('checkbox', { name: 'Close recruitment automatically when every spot is filled' })
    .check();
  await pageOwner.getByRole('button', { name: 'Create Post' }).click();
  await expect(pageOwner).toHaveURL(/\/myposts$/);
  const { loadPostsByUserId } = await gql<{ loadPostsByUserId: { _id: string; title: string }[] }>(
    request,
    owner.token,
    MY_POSTS,
    { userId: owner.id },
  );
  const postId = loadPostsByUserId.find((p) => p.title === title)!._id;

  // 2. A visitor opens the shared link signed out, signs up from it and applies as Backend.
  const visitor = await (await browser.newContext({ baseURL, viewport: DESKTOP })).newPage();
  await visitor.goto(`/post/${postId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const details = visitor.getByRole('complementary').filter({ hasText: 'Project details' });
  await expect(details.getByTestId('post-apply-by')).toBeVisible();
  await expect(details).toContainText('15 h/week');
  await visitor.getByRole('link', { name: 'Sign up to apply' }).click();
  const member = newMember('team-visitor');
  await submitSignUpForm(visitor, member);
  await expect(visitor).toHaveURL(new RegExp(`/post/${postId}$`));
  await visitor.getByRole('button', { name: 'Apply' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Apply to Project' });
  await dialog.getByRole('radio', { name: /Backend/ }).check();
  await dialog.getByRole('button', { name: 'Send Application' }).click();
  await expect(
    visitor.getByRole('group', { name: 'Application' }).getByRole('button', { name: 'Pending' }),
  ).toBeDisabled();

  // 3. The third member applies as Designer, from their own browser.
  const pageThird = await logIn(browser, baseURL!, third, DESKTOP);
  await gql(request, third.token, APPLY, { postId, role: 'Designer' });

  // 4. The owner accepts both from the pipeline; the post closes itself, full.
  await pageOwner.goto(`/myposts/${postId}`);
  const pending = pageOwner.getByRole('region', { name: /Pending/ });
  const card = (name: string) => pageOwner.getByTestId('applicant-card').filter({ hasText: name });
  await expect(pending.getByTestId('applicant-card')).toHaveCount(2);
  await shootAll(pageOwner, 'team-journey-pipeline');
  for (const name of [fullName(member), fullName(third)]) {
    await card(name).getByRole('button', { name: 'Accept' }).click();
    await expect(card(name).getByRole('button', { name: 'Accept' })).toBeDisabled();
  }
  await expect
    .poll(async () => {
      const { loadPostById } = await gql<{ loadPostById: { status: string } }>(
        request,
        owner.token,
        POST_STATUS,
        { postId },
      );
      return loadPostById.status;
    })
    .toBe('closed');

  // 5. Both in the workspace: the owner pins, adds a link and a task for the visitor.
  await pageOwner.goto(`/squads/${postId}`);
  await visitor.goto(`/squads/${postId}`);
  await pageOwner.getByRole('button', { name: 'Pin a note' }).click();
  await pageOwner.getByRole('textbox', { name: 'Announcement' }).fill('Kick-off on Friday at six.');
  await pageOwner.getByRole('button', { name: 'Save' }).click();
  await expect(region(visitor, 'Announcement')).toContainText('Kick-off on Friday at six.');
  await pageOwner.getByRole('button', { name: 'Add link' }).click();
  const linkForm = pageOwner.getByRole('form', { name: 'Add a link' });
  await linkForm.getByLabel('Title').fill('Repository');
  await linkForm.getByLabel('URL').fill('https://github.com/squadup/food-share');
  await linkForm.getByRole('button', { name: 'Add link' }).click();
  await expect(region(visitor, 'Links').getByRole('link', { name: /^Repository/ })).toBeVisible();
  const taskForm = pageOwner.getByRole('form', { name: 'Add a task' });
  await taskForm.getByLabel('New task').fill('Set up the API');
  await taskForm.getByLabel(/^For/).selectOption({ label: fullName(member) });
  await taskForm.getByRole('button', { name: 'Add task' }).click();

  // The visitor ticks it and shares a file; the owner sees both.
  const task = visitor.getByRole('checkbox', { name: 'Set up the API' });
  await task.check();
  await expect(pageOwner.getByRole('checkbox', { name: 'Set up the API' })).toBeChecked();
  await visitor.getByLabel('Upload file').setInputFiles({
    name: 'schema.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(
    region(pageOwner, 'Files').getByRole('link', { name: /^schema\.pdf/ }),
  ).toBeVisible();

  // An @mention from the visitor reaches the owner's bell.
  await expect.poll(() => bellCount(pageOwner)).toBeGreaterThan(0);
  const before = await bellCount(pageOwner);
  const composer = visitor.getByRole('textbox', { name: 'Type a message…' });
  await composer.pressSequentially('@Odi');
  await visitor
    .getByRole('listbox', { name: 'Mention a member' })
    .getByRole('option')
    .first()
    .click();
  await composer.pressSequentially('API is up');
  await composer.press('Enter');
  await expect(bell(pageOwner, before + 1)).toBeVisible();
  for (const page of [pageOwner, visitor]) await page.evaluate(() => window.scrollTo(0, 0));
  await shootAll(pageOwner, 'team-journey-workspace-owner');
  await shootAll(visitor, 'team-journey-workspace-member');

  // 6. The third member leaves: the Designer seat reopens recruitment and the owner is told.
  const bellBeforeLeave = await bellCount(pageOwner);
  await pageThird.goto(`/squads/${postId}`);
  await pageThird.getByRole('button', { name: 'Leave squad' }).click();
  await pageThird
    .getByRole('alertdialog', { name: 'Leave this squad?' })
    .getByRole('button', { name: 'Leave squad' })
    .click();
  await expect(bell(pageOwner, bellBeforeLeave + 2)).toBeVisible();
  await bell(pageOwner, bellBeforeLeave + 2).click();
  const feed = pageOwner.getByRole('list', { name: 'Activity' });
  await expect(feed).toContainText(`${fullName(third)} left the squad of ${title}`);
  await expect(feed).toContainText(`recruitment is open again`);
  await expect(feed).toContainText('mentioned you in the squad chat');
  const { loadPostById } = await gql<{
    loadPostById: { status: string; accepting_applications: boolean };
  }>(request, owner.token, POST_STATUS, { postId });
  expect(loadPostById).toEqual({ status: 'open', accepting_applications: true });
  await shootAll(pageOwner, 'team-journey-activity');
});
