import { expect, test } from '@playwright/test';
import { seriousViolations, useTheme } from './support/axe';
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
  '/squads',
];

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
    // Thirteen screens, each loaded and scanned whole by axe: about 2.5 s a screen on a 2-core
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
