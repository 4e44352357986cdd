import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { gql, logIn, signUp, type SignedUp } from './support/session';
import { scaled } from '../../../scripts/test-timeouts';

// Discover as a member uses it: search words and filters together,
// tech tags matching any or all, "Any level" posts under every level, each post once between
// 'Recommended for you' and 'All projects', and at 390 px the floating Filters button never left
// over a card's buttons at the end of the list.

/** Letters only, so full-text search and the tech filter see one plain word. */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 10 }, () => letters[Math.floor(Math.random() * 26)]).join('');
}

const CREATE_POST = 'mutation ($input: PostInput!) { createPost(input: $input) { _id } }';

async function createPost(
  request: APIRequestContext,
  author: SignedUp,
  input: Record<string, unknown>,
): Promise<void> {
  await gql(request, author.token, CREATE_POST, { input: { description: 'A project.', ...input } });
}

const projects = (page: Page): Locator => page.getByRole('region', { name: 'Projects' });
const titlesIn = (scope: Locator) => scope.getByTestId('post-card').getByRole('heading');

/** Waits for the list the address asks for, then reads its card titles. */
async function listed(page: Page, expected: string[]) {
  await expect(titlesIn(projects(page))).toHaveText(expected);
  await expect(projects(page).getByText('No more projects.')).toBeVisible();
}

test('search words and filters combine; tech tags match any or all; "Any level" matches every level', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  const word = uniqueWord();
  const [zig, odin] = [`Zig${word}`, `Odin${word}`];
  const author = await signUp(request, 'author');
  const viewer = await signUp(request, 'viewer');
  // Oldest first, so the newest-first lists read Delta, Gamma, Beta, Alpha.
  await createPost(request, author, {
    title: `Alpha ${word}`,
    tech_stack: [zig, odin],
    work_mode: 'remote',
    experience_level: 'intermediate',
  });
  await createPost(request, author, {
    title: `Beta ${word}`,
    tech_stack: [zig],
    work_mode: 'remote',
    experience_level: 'any',
  });
  await createPost(request, author, {
    title: `Gamma ${word}`,
    tech_stack: [odin],
    work_mode: 'hybrid',
    experience_level: 'advanced',
  });
  // Has both tags but not the word: the search keeps it out.
  await createPost(request, author, {
    title: 'Delta without the word',
    tech_stack: [zig, odin],
    work_mode: 'remote',
    experience_level: 'intermediate',
  });

  const page = await logIn(browser, baseURL!, viewer);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(word);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(word);
  await listed(page, [`Gamma ${word}`, `Beta ${word}`, `Alpha ${word}`]);

  // A tech filter narrows the search instead of replacing it.
  const tech = filters.getByLabel('Tech', { exact: true });
  await tech.fill(zig);
  await tech.press('Enter');
  await listed(page, [`Beta ${word}`, `Alpha ${word}`]);
  await expect(page.getByText(/the search text is not used/)).toHaveCount(0);

  // Two tags: any by default, all when chosen, and the sentence says which.
  await tech.fill(odin);
  await tech.press('Enter');
  const match = filters.getByRole('group', { name: 'Tech tags must match' });
  await expect(match.getByRole('radio', { name: 'Any' })).toBeChecked();
  await expect(match.getByText('Posts with any one of these tags')).toBeVisible();
  await listed(page, [`Gamma ${word}`, `Beta ${word}`, `Alpha ${word}`]);
  await match.getByText('All', { exact: true }).click();
  await expect(match.getByText('Posts with every one of these tags')).toBeVisible();
  await listed(page, [`Alpha ${word}`]);
  await expect.poll(() => new URL(page.url()).searchParams.get('match')).toBe('all');

  // axe over Discover with the search, filters and the Any / All control, in both themes.
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('vite-ui-theme', value), theme);
    await page.reload();
    await listed(page, [`Alpha ${word}`]);
    expect(await seriousViolations(page), theme).toEqual([]);
  }

  // "Any level" posts are listed under every level; levels combine with the search too.
  await page.goto(`/projects?q=${word}&level=advanced`);
  await listed(page, [`Gamma ${word}`, `Beta ${word}`]);
  await expect(projects(page).getByTestId('post-card').nth(1)).toContainText('Any level');
  await page.goto(`/projects?q=${word}&level=beginner`);
  await listed(page, [`Beta ${word}`]);
});

test('each post once: All projects leaves out the posts recommended above it', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  const word = uniqueWord();
  const author = await signUp(request, 'author');
  // A member without skills is recommended the newest posts: the very ones All projects starts with.
  const viewer = await signUp(request, 'viewer');
  const titles = Array.from({ length: 6 }, (_, i) => `Newest ${6 - i} ${word}`);
  for (const title of [...titles].reverse()) await createPost(request, author, { title });

  const page = await logIn(browser, baseURL!, viewer);
  const strip = page.getByRole('region', { name: 'Recommended for you' });
  await expect(titlesIn(strip)).toHaveText(titles.slice(0, 4));
  const all = projects(page);
  await expect(all.getByRole('heading', { name: 'All projects' })).toBeVisible();
  // The next two newest open the grid: nothing twice, nothing skipped.
  await expect(titlesIn(all).nth(1)).toHaveText(titles[5]!);
  await expect(titlesIn(all).first()).toHaveText(titles[4]!);
  const grid = await titlesIn(all).allTextContents();
  expect(grid.filter((title) => titles.slice(0, 4).includes(title))).toEqual([]);
});

/** Whether two boxes share any area. */
function overlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('at 390 px the Filters button is over no card button, wherever the list is scrolled', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  const word = uniqueWord();
  const author = await signUp(request, 'author');
  const viewer = await signUp(request, 'viewer');
  for (let i = 1; i <= 3; i += 1)
    await createPost(request, author, {
      title: `Short list ${i} ${word}`,
      tech_stack: ['Go'],
      work_mode: 'remote',
    });

  const page = await logIn(browser, baseURL!, viewer, { width: 390, height: 844 });
  const filtersButton = page.getByRole('button', { name: /^Filters/ });
  for (const address of [`/projects?q=${word}`, `/projects?q=${word}&mode=remote`]) {
    await page.goto(address);
    await expect(projects(page).getByTestId('post-card')).toHaveCount(3);
    await expect(projects(page).getByText('No more projects.')).toBeVisible();
    const cardButtons = projects(page).getByTestId('post-card').locator('footer a, footer button');
    expect(await cardButtons.count()).toBe(9);
    // From the top to the end of the list, a screen's height at a time, then a fifth of it.
    const end = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    for (let y = 0; y < end + 169; y += 169) {
      const top = Math.min(y, end);
      await page.evaluate((to) => window.scrollTo(0, to), top);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(top);
      const filters = await filtersButton.boundingBox();
      if (!filters) continue;
      for (const button of await cardButtons.all()) {
        const box = (await button.boundingBox())!;
        const name = (await button.textContent())?.trim();
        expect(overlap(filters, box), `${address} at ${top}px: ${name}`).toBe(false);
      }
    }
  }
  // The button still opens the sheet titled 'Filters'.
  await page.evaluate(() => window.scrollTo(0, 0));
  await filtersButton.click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('radio', { name: 'Any' })).toBeChecked();
});
