import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newMember, signUpInBrowser } from './support/members';

// axe-core (WCAG 2 A and AA rules) over the screens a member meets, in both themes: a screen with
// a serious or critical violation fails, naming the rule and the elements.

const PUBLIC = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/privacy-policy',
  '/terms-of-service',
];
const SIGNED_IN = [
  '/projects',
  '/people',
  '/profile/me',
  '/profile/me?tab=skills',
  '/post/new',
  '/myposts',
  '/saved-posts',
  '/my-applications',
  '/contacts',
  '/contacts/requests',
  '/notifications',
  '/chat',
];

/** Entrance transitions fade colours in: judge the settled screen (spinners loop, so they are left out). */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} [${n.html.slice(0, 120)}] ${n.any.map((c) => c.message).join(' ')}`).join(' | ')}`,
    );
}

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('vite-ui-theme', value), theme);
}

for (const theme of ['light', 'dark'] as const) {
  test(`public screens have no serious accessibility violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    const found: string[] = [];
    for (const path of PUBLIC) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      for (const violation of await seriousViolations(page)) found.push(`${path} ${violation}`);
    }
    expect(found).toEqual([]);
  });

  test(`signed-in screens have no serious accessibility violations (${theme})`, async ({
    page,
  }) => {
    // Twelve screens, each loaded and scanned whole by axe: about 2.5 s a screen on a 2-core
    // machine, so close to the default 30 s when the machine is busy (it timed out at 31.9 s).
    test.setTimeout(90_000);
    await useTheme(page, theme);
    await signUpInBrowser(page, newMember('axe'));
    await expect(page).toHaveURL(/\/projects$/);
    const found: string[] = [];
    for (const path of SIGNED_IN) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      // Let the screen's first query settle: axe judges what the member sees, not a spinner.
      await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
      for (const violation of await seriousViolations(page)) found.push(`${path} ${violation}`);
    }
    expect(found).toEqual([]);
  });
}
