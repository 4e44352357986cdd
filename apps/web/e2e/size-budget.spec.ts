import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { gql, logIn, signUp } from './support/session';

// The JavaScript each budgeted page makes a first visit download, gzip bytes, against a budget:
// a change that makes a page heavier fails the build instead of slipping through
// (docs/performance/web.md). Measured in a real browser (every script the page requests until
// its content is on screen, with an empty cache) and weighed from the build's own gzip copies,
// so the figure does not depend on what the browser negotiates. Lower a budget when a page gets
// lighter; raise one only with the reason in the same commit.

/** Gzip KB of JavaScript a first visit downloads, at most. */
// Lowered on 1 December 2026: the toaster and the menus load when first used, and the member's
// frame carries only its own documents (docs/performance/web.md, docs/decisions/0065).
const BUDGET_KB = { '/': 128, '/login': 190, '/projects': 244 } as const;

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** A built file's gzip size: the build's `.gz` copy, or gzipped here (files under 1 KB have none). */
function gzipBytes(urlPath: string): number {
  const file = path.join(dist, decodeURIComponent(urlPath));
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

interface Weighed {
  files: string[];
  kb: number;
}

/** Opens `route` in a fresh context (empty cache), waits for `ready`, weighs its scripts. */
async function weigh(
  browser: Browser,
  options: BrowserContextOptions,
  route: string,
  ready: (page: Page) => Promise<void>,
): Promise<Weighed> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const scripts = new Set<string>();
  const origin = new URL(options.baseURL!).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === origin) scripts.add(url.pathname);
  });
  await page.goto(route);
  await ready(page);
  await context.close();
  const files = [...scripts].sort();
  const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  return { files, kb: Math.round(bytes / 102.4) / 10 };
}

test('each budgeted page downloads no more JavaScript than its budget', async ({
  browser,
  baseURL,
  request,
}) => {
  // A post on Discover, so /projects is weighed with the cards it shows a member.
  const owner = await signUp(request, 'budget-owner');
  await gql(
    request,
    owner.token,
    'mutation ($input: PostInput!) { createPost(input: $input) { _id } }',
    { input: { title: 'Budget check', description: 'A project.' } },
  );
  const member = await signUp(request, 'budget');
  const signedIn = await logIn(browser, baseURL!, member);
  const storageState = await signedIn.context().storageState();
  await signedIn.context().close();

  const weighed = {
    '/': await weigh(browser, { baseURL }, '/', async (page) => {
      await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    }),
    '/login': await weigh(browser, { baseURL }, '/login', async (page) => {
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    }),
    '/projects': await weigh(browser, { baseURL, storageState }, '/projects', async (page) => {
      await expect(page.getByTestId('post-card').first()).toBeVisible();
    }),
  };

  const report = Object.entries(weighed)
    .map(([route, { files, kb }]) => `${route}: ${kb} KB gzip in ${files.length} files`)
    .join('\n');
  process.stdout.write(`JavaScript on a first visit (gzip):\n${report}\n`);
  for (const [route, { kb }] of Object.entries(weighed)) {
    expect(kb, `${route} over its budget\n${report}`).toBeLessThanOrEqual(
      BUDGET_KB[route as keyof typeof BUDGET_KB],
    );
  }
});
