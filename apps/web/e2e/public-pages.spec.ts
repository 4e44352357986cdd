import { expect, test } from '@playwright/test';

test.describe('public pages', () => {
  test('terms of service load from a deep link and state the minimum age of 13', async ({
    page,
  }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('You must be at least 13 years old to use Squadup.')).toBeVisible();
    await expect(page.getByText('Last updated November 22, 2026')).toBeVisible();
  });

  test('privacy policy loads from a deep link', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Cookies and local storage/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacy@squadup.dev' }).first()).toBeVisible();
  });

  test('a signed-out visitor of /projects is sent to /login with the origin path', async ({
    page,
  }) => {
    await page.goto('/projects');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprojects$/);
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('landing-headline')).toBeVisible();
  });

  test('at 390 px the landing shows its buttons without horizontal overflow', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    for (const name of ['Get Started', 'I have an account', 'Login', 'Signup']) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
