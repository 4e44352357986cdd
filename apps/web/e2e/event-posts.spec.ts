import { expect, test, type Locator, type Page } from '@playwright/test';
import { shootAll } from './support/shots';
import { gql, logIn, signUp } from './support/session';
import { scaled } from '../../../scripts/test-timeouts';

// Posts that say when (docs/decisions/0053-event-aware-posts.md): an owner posts a hackathon with its dates, the last day to
// apply and the hours a week through the form; another member finds it under Project Type in
// Discover and reads those facts on the card and the post. Past its deadline a post leaves
// Discover and its page says applications closed, to members and visitors alike.

/** Letters only, so the title is one plain word nobody else's post has. */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 10 }, () => letters[Math.floor(Math.random() * 26)]).join('');
}

const CREATE_POST = 'mutation ($input: PostInput!) { createPost(input: $input) { _id } }';

const projects = (page: Page): Locator => page.getByRole('region', { name: 'Projects' });
const cardTitled = (scope: Page | Locator, title: string): Locator =>
  scope.getByTestId('post-card').filter({ hasText: title });

test('a hackathon with dates, a deadline and hours: posted, found by type, read', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(150_000));
  const word = uniqueWord();
  const title = `Climate hack ${word}`;
  const owner = await signUp(request, 'organiser');
  const viewer = await signUp(request, 'hacker');

  // The owner fills the form, the "When" group included.
  const pageA = await logIn(browser, baseURL!, owner);
  await pageA.goto('/post/new');
  await pageA.getByLabel('Title').fill(title);
  await pageA.getByLabel('Description').fill('Forty-eight hours of carbon dashboards.');
  await pageA.getByLabel('Project type').selectOption('Hackathon');
  const when = pageA.getByRole('group', { name: 'When', exact: true });
  await when.getByLabel('Start date').fill('2031-03-06');
  await when.getByLabel('End date').fill('2031-03-04');
  // The shared schema's message, inline, and no submit while it stands.
  await expect(when.getByText('The end date must not be before the start date.')).toBeVisible();
  const create = pageA.getByRole('button', { name: 'Create Post' });
  await expect(create).toBeDisabled();
  await when.getByLabel('End date').fill('2031-03-08');
  await when.getByLabel('Apply by').fill('2031-03-01');
  await when.getByLabel('Hours a week').fill('12');
  await expect(create).toBeEnabled();

  // Required skills and Tech stack say what each is for, and a tag in both is noted.
  const skills = pageA.getByLabel('Required skills', { exact: true });
  const tech = pageA.getByLabel('Tech stack', { exact: true });
  await expect(skills).toHaveAccessibleDescription(/What a teammate should bring/);
  await expect(tech).toHaveAccessibleDescription(/What the project is built with/);
  await skills.fill('UI design');
  await skills.press('Enter');
  await skills.fill('React');
  await skills.press('Enter');
  await tech.fill('React');
  await tech.press('Enter');
  await expect(pageA.getByTestId('in-both-note')).toContainText(
    'React is in both Required skills and Tech stack.',
  );
  await when.scrollIntoViewIfNeeded();
  await shootAll(pageA, 'event-post-form');
  await pageA
    .getByRole('list', { name: 'Chosen required skills' })
    .getByRole('button', { name: 'Remove React' })
    .click();
  await expect(pageA.getByTestId('in-both-note')).toHaveCount(0);

  await create.click();
  await expect(pageA.getByText('Post created successfully')).toBeVisible();
  await expect(pageA).toHaveURL(/\/myposts$/);
  const mine = pageA.getByTestId('my-post-card').filter({ hasText: title });
  await expect(mine.getByRole('list', { name: 'Project facts' })).toContainText('Mar 6 – 8, 2031');

  // The other member filters Discover by Project Type: Hackathon, kept in the address.
  const pageB = await logIn(browser, baseURL!, viewer);
  const filters = pageB.getByRole('complementary', { name: 'Filters' });
  await filters
    .getByRole('group', { name: 'Project Type' })
    .getByRole('button', { name: 'Hackathon' })
    .click();
  await expect.poll(() => new URL(pageB.url()).searchParams.getAll('type')).toEqual(['Hackathon']);
  const card = cardTitled(projects(pageB), title);
  await expect(card).toBeVisible();
  const facts = card.getByRole('list', { name: 'Project facts' });
  await expect(facts).toContainText('Hackathon');
  await expect(facts).toContainText('Mar 6 – 8, 2031');
  await expect(facts).toContainText('Apply by Mar 1, 2031');
  await expect(facts).toContainText('12 h/week');
  await expect(card.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await card.scrollIntoViewIfNeeded();
  await shootAll(pageB, 'event-post-discover');

  // Every other type leaves it out; Clear All Filters shows every post again.
  await filters.getByRole('button', { name: 'Hackathon' }).click();
  await filters.getByRole('button', { name: 'Startup' }).click();
  await expect(projects(pageB).getByText(/No posts found|No more projects\./)).toBeVisible();
  await expect(cardTitled(projects(pageB), title)).toHaveCount(0);
  await filters.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect.poll(() => new URL(pageB.url()).search).toBe('');

  // The post itself: the dates, the deadline with its time, the hours, the two skill lists.
  await pageB.goto('/projects?type=Hackathon');
  await cardTitled(projects(pageB), title)
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(pageB.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const details = pageB.getByRole('complementary').filter({ hasText: 'Project details' });
  await expect(details).toContainText('Mar 6 – 8, 2031');
  await expect(details.getByTestId('post-apply-by')).toContainText('Mar 1, 2031');
  await expect(details.getByTestId('post-apply-by')).toContainText('11:59 PM');
  await expect(details).toContainText('12 h/week');
  await expect(pageB.getByRole('list', { name: 'Required skills' })).toContainText('UI design');
  await expect(pageB.getByRole('list', { name: 'Tech stack' })).toContainText('React');
  await expect(pageB.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await shootAll(pageB, 'event-post-detail');
});

test('past its deadline a post leaves Discover and says applications closed', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  const word = uniqueWord();
  const title = `Sprint jam ${word}`;
  const owner = await signUp(request, 'organiser');
  const viewer = await signUp(request, 'hacker');
  // A deadline a few seconds ahead (a new one must be in the future), then let it pass.
  const deadline = Date.now() + 4000;
  const { createPost } = await gql<{ createPost: { _id: string } }>(
    request,
    owner.token,
    CREATE_POST,
    {
      input: {
        title,
        description: 'A weekend of shipping.',
        project_type: 'Hackathon',
        starts_on: '2031-05-02',
        ends_on: '2031-05-03',
        apply_by: new Date(deadline).toISOString(),
        hours_per_week: 20,
      },
    },
  );
  await expect.poll(() => Date.now(), { timeout: scaled(10_000) }).toBeGreaterThan(deadline);

  const page = await logIn(browser, baseURL!, viewer);
  await page.goto(`/projects?type=Hackathon&q=${word}`);
  await expect(projects(page).getByText('No posts found')).toBeVisible();

  await page.goto(`/post/${createPost._id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const application = page.getByRole('group', { name: 'Application' });
  await expect(application.getByTestId('applications-closed')).toContainText('Applications closed');
  await expect(application.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await shootAll(page, 'event-post-detail-closed');

  // A visitor with the link reads it too, with no "Sign up to apply".
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/post/${createPost._id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByTestId('applications-closed')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign up to apply' })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Sign up', exact: true })).toBeVisible();

  // The owner's My Posts says the deadline passed; reopening is not on offer for an open post.
  const ownerPage = await logIn(browser, baseURL!, owner);
  await ownerPage.goto('/myposts');
  const mine = ownerPage.getByTestId('my-post-card').filter({ hasText: title });
  await expect(mine.getByTestId('deadline-passed')).toHaveText('Deadline passed');
  await shootAll(ownerPage, 'event-post-myposts-deadline-passed');
});
