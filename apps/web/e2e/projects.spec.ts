import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { enterEmail, enterPassword, newMember, type Member } from './support/members';
import { scaled } from '../../../scripts/test-timeouts';

// The projects journey through the built web app and the built API (playwright.config.ts starts
// both, with an empty database): A posts, B finds and applies, A decides, B saves, A closes.

/** Letters only, so full-text search and the tech filter see one plain word. */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 10 }, () => letters[Math.floor(Math.random() * 26)]).join('');
}

async function signUp(request: APIRequestContext, member: Member): Promise<string> {
  const response = await request.post('/v1/auth/signup', { data: member });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { accessToken: string };
  return body.accessToken;
}

/** A post created straight through GraphQL (the form itself is exercised once, by A). */
async function createPost(
  request: APIRequestContext,
  token: string,
  input: Record<string, unknown>,
): Promise<string> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: 'mutation ($input: PostInput!) { createPost(input: $input) { _id } }',
      variables: { input },
    },
  });
  const body = (await response.json()) as {
    data?: { createPost: { _id: string } };
    errors?: unknown;
  };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.createPost._id;
}

async function logIn(browser: Browser, baseURL: string, member: Member): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await enterEmail(page, member.email);
  await enterPassword(page, member.password);
  await expect(page).toHaveURL(/\/projects$/);
  return page;
}

function projects(page: Page): Locator {
  return page.getByRole('region', { name: 'Projects' });
}

function cardTitled(scope: Page | Locator, title: string): Locator {
  return scope.getByTestId('post-card').filter({ hasText: title });
}

async function search(page: Page, text: string) {
  await page.goto('/projects');
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(text);
  // The results follow the address once the typing settles; before that the unfiltered list shows.
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}

test('post, discover, apply, decide, save and close a project', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const word = uniqueWord();
  const tech = `Zig${word}`;
  const title = `Solar rover ${word}`;
  const a = newMember('owner');
  const b = newMember('applicant');
  const tokenA = await signUp(request, a);
  await signUp(request, b);

  // A creates a post through the form, running into the title limit on the way.
  const pageA = await logIn(browser, baseURL!, a);
  await pageA.goto('/post/new');
  const create = pageA.getByRole('button', { name: 'Create Post' });
  await pageA.getByLabel('Title').fill('x'.repeat(101));
  await expect(pageA.getByTestId('title-counter')).toHaveText('101/100');
  await expect(create).toBeDisabled();
  await pageA.getByLabel('Title').fill(title);
  await expect(pageA.getByTestId('title-counter')).toHaveText(`${title.length}/100`);
  await pageA.getByLabel('Description').fill(`A rover that charges itself. Search word: ${word}.`);
  await pageA.getByLabel('Tech stack', { exact: true }).fill(tech);
  await pageA.getByLabel('Tech stack', { exact: true }).press('Enter');
  await pageA.getByLabel('Work mode').selectOption('remote');
  await pageA.getByLabel('Experience level').selectOption('intermediate');
  await create.click();
  await expect(pageA.getByText('Post created successfully')).toBeVisible();
  await expect(pageA).toHaveURL(/\/myposts$/);
  const myCard = pageA.getByTestId('my-post-card').filter({ hasText: title });
  await expect(myCard).toContainText('Open');
  const postId = (await myCard.getByRole('link', { name: 'View Post' }).getAttribute('href'))!
    .split('/')
    .pop()!;

  // Five more of A's posts, so a search for the word fills more than one page of 4.
  const fillerIds: string[] = [];
  for (let i = 1; i <= 5; i += 1) {
    fillerIds.push(
      await createPost(request, tokenA, {
        title: `Filler ${i} ${word}`,
        description: 'Another project.',
        tech_stack: ['Go'],
      }),
    );
  }

  // B finds it by the tech filter ...
  const pageB = await logIn(browser, baseURL!, b);
  const filters = pageB.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Tech', { exact: true }).fill(tech);
  await filters.getByLabel('Tech', { exact: true }).press('Enter');
  await expect(cardTitled(projects(pageB), title)).toBeVisible();
  await expect(projects(pageB).getByTestId('post-card')).toHaveCount(1);

  // ... and by search, in pages of 4: the first answer holds 4 of the 6 (the second page may follow
  // at once, since the fourth card can already be in view), and scrolling ends with 'No more projects.'.
  const firstSearchPage = pageB.waitForResponse((response) => {
    if (!response.url().endsWith('/graphql')) return false;
    const body = response.request().postDataJSON() as {
      operationName?: string;
      variables?: { search?: string; page?: number };
    } | null;
    return (
      body?.operationName === 'SearchProjects' &&
      body.variables?.search === word &&
      (body.variables.page ?? 1) === 1
    );
  });
  await search(pageB, word);
  const firstPage = (await (await firstSearchPage).json()) as {
    data: { searchProjects: unknown[] };
  };
  expect(firstPage.data.searchProjects).toHaveLength(4);
  const results = projects(pageB).getByTestId('post-card');
  await expect(results.nth(3)).toBeVisible();
  await results.last().scrollIntoViewIfNeeded();
  await expect(results).toHaveCount(6);
  await expect(projects(pageB).getByText('No more projects.')).toBeVisible();

  // B opens the post and applies with a message.
  await cardTitled(projects(pageB), title)
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(pageB).toHaveURL(new RegExp(`/post/${postId}$`));
  await expect(pageB.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await pageB.getByRole('button', { name: 'Apply' }).click();
  const dialog = pageB.getByRole('dialog', { name: 'Apply to Project' });
  await dialog.getByPlaceholder('Write a message (optional)').fill('I have built two rovers.');
  await dialog.getByRole('button', { name: 'Send Application' }).click();
  await expect(pageB.getByText('Application sent successfully!')).toBeVisible();
  await expect(pageB.getByRole('button', { name: 'Pending' })).toBeDisabled();

  // A sees the applicant and accepts.
  await pageA.goto('/myposts');
  await myCard.getByRole('link', { name: 'View Applicants' }).click();
  await expect(pageA).toHaveURL(new RegExp(`/myposts/${postId}$`));
  const applicant = pageA.getByTestId('applicant-card');
  await expect(applicant).toContainText(`${b.first_name} ${b.last_name}`);
  await expect(applicant).toContainText('I have built two rovers.');
  await applicant.getByRole('button', { name: 'Accept' }).click();
  await expect(pageA.getByText('Applicant accepted')).toBeVisible();
  // The post offers one spot (its default): filling it offers to close recruitment.
  await pageA
    .getByRole('alertdialog', { name: 'Every spot is filled. Close recruitment?' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(applicant.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await expect(applicant.getByRole('button', { name: 'Reject' })).toBeEnabled();

  // B sees Accepted on the card and in My Applications.
  await search(pageB, title);
  await expect(
    cardTitled(projects(pageB), title).getByRole('button', { name: 'Accepted' }),
  ).toBeDisabled();
  await pageB.goto('/my-applications');
  const application = pageB.getByTestId('my-application-card').filter({ hasText: title });
  await expect(application.getByTestId('application-status')).toHaveText('Accepted');
  await pageB.getByRole('searchbox', { name: 'Search by project title' }).fill('no such title');
  await expect(pageB.getByText('No matching applications')).toBeVisible();

  // B saves it, finds it in Saved Posts, and unsaving takes it off the list.
  await search(pageB, title);
  await cardTitled(projects(pageB), title).getByRole('button', { name: 'Save' }).click();
  await expect(
    cardTitled(projects(pageB), title).getByRole('button', { name: 'Saved' }),
  ).toBeVisible();
  await pageB.goto('/saved-posts');
  const saved = cardTitled(pageB, title);
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Saved' }).click();
  await expect(saved).toHaveCount(0);
  await expect(pageB.getByText('No saved posts yet')).toBeVisible();

  // A closes recruitment on another post, after the confirmation; B can no longer apply to it.
  const fillerTitle = `Filler 1 ${word}`;
  await pageA.goto('/myposts');
  const fillerCard = pageA.getByTestId('my-post-card').filter({ hasText: fillerTitle });
  await fillerCard.getByRole('button', { name: `Actions for ${fillerTitle}` }).click();
  await pageA.getByRole('menuitem', { name: 'Close Recruitment' }).click();
  const confirm = pageA.getByRole('alertdialog', { name: 'Close recruitment?' });
  await expect(confirm).toContainText('You can open it again from My Posts.');
  await confirm.getByRole('button', { name: 'Close Recruitment' }).click();
  await expect(pageA.getByText('Post closed successfully')).toBeVisible();
  await expect(fillerCard.getByTestId('post-status')).toHaveText('Closed');

  await pageB.goto(`/post/${fillerIds[0]}`);
  await expect(pageB.getByRole('heading', { level: 1, name: fillerTitle })).toBeVisible();
  await expect(pageB.getByRole('button', { name: 'Apply' })).toBeDisabled();
});

test('withdraw and apply again from My Applications; reopen and delete from My Posts', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  const word = uniqueWord();
  const title = `Lantern ${word}`;
  const a = newMember('owner');
  const b = newMember('applicant');
  const tokenA = await signUp(request, a);
  await signUp(request, b);
  const postId = await createPost(request, tokenA, { title, description: 'Light for all.' });

  // B applies, withdraws from My Applications, and applies again from the same card.
  const pageB = await logIn(browser, baseURL!, b);
  await pageB.goto(`/post/${postId}`);
  await pageB.getByRole('button', { name: 'Apply' }).click();
  await pageB
    .getByRole('dialog', { name: 'Apply to Project' })
    .getByRole('button', { name: 'Send Application' })
    .click();
  await expect(pageB.getByRole('button', { name: 'Pending' })).toBeDisabled();

  await pageB.goto('/my-applications');
  const card = pageB.getByTestId('my-application-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Cancel Application' }).click();
  await expect(pageB.getByText('Your application has been withdrawn.')).toBeVisible();
  // Withdrawn shows once: as the button that applies again, not also as a badge.
  await expect(card.getByRole('button', { name: 'Withdrawn' })).toHaveAccessibleDescription(
    'Apply again',
  );
  await expect(card.getByRole('button', { name: 'Cancel Application' })).toBeDisabled();
  await card.getByRole('button', { name: 'Withdrawn' }).click();
  await pageB
    .getByRole('dialog', { name: 'Apply to Project' })
    .getByRole('button', { name: 'Send Application' })
    .click();
  await expect(card.getByTestId('application-status')).toHaveText('Pending');
  await expect(card.getByRole('button', { name: 'Cancel Application' })).toBeEnabled();

  // A closes, reopens and deletes the post from the menu.
  const pageA = await logIn(browser, baseURL!, a);
  await pageA.goto('/myposts');
  const mine = pageA.getByTestId('my-post-card').filter({ hasText: title });
  const menu = mine.getByRole('button', { name: `Actions for ${title}` });
  await menu.click();
  await pageA.getByRole('menuitem', { name: 'Close Recruitment' }).click();
  await pageA
    .getByRole('alertdialog', { name: 'Close recruitment?' })
    .getByRole('button', { name: 'Close Recruitment' })
    .click();
  await expect(mine.getByTestId('post-status')).toHaveText('Closed');
  await menu.click();
  await expect(pageA.getByRole('menuitem', { name: 'Close Recruitment' })).toHaveCount(0);
  await pageA.getByRole('menuitem', { name: 'Reopen recruitment' }).click();
  await expect(pageA.getByText('Post opened successfully')).toBeVisible();
  await expect(mine.getByTestId('post-status')).toHaveText('Open');

  await menu.click();
  await pageA.getByRole('menuitem', { name: 'Delete Post' }).click();
  const confirm = pageA.getByRole('alertdialog', { name: 'Delete this post?' });
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete Post' }).click();
  await expect(pageA.getByText('Post deleted successfully')).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(pageA.getByText('No posts yet')).toBeVisible();
});
