import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, useTheme } from './support/axe';
import { newMember, signUpInBrowser } from './support/members';

const here = path.dirname(fileURLToPath(import.meta.url));
const README_SCREENSHOT = path.resolve(here, '../../../docs/screenshots/landing.png');

declare global {
  interface Window {
    /** One entry per animation frame: which headline words were visible, e.g. "1100". */
    __headlineFrames?: string[];
  }
}

/** From the very first frame, records which headline words are visible ("1100" = first two). */
async function recordHeadlineFrames(page: Page) {
  // Wall-clock gaps between frames vary on a busy machine, so tests check the sequence of states,
  // and the 100 ms steps through the CSS delays.
  await page.addInitScript(() => {
    const frames: string[] = [];
    window.__headlineFrames = frames;
    const tick = () => {
      const words = document.querySelectorAll<HTMLElement>(
        '[data-testid="landing-headline"] [data-word]',
      );
      const state = Array.from(words, (word) =>
        getComputedStyle(word).visibility === 'visible' ? '1' : '0',
      ).join('');
      if (state && state !== frames.at(-1)) frames.push(state);
      if (!state || state.includes('0')) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

test.describe('landing page', () => {
  test('reveals the headline word by word, in order', async ({ page }) => {
    await recordHeadlineFrames(page);
    await page.goto('/');

    const headline = page.getByTestId('landing-headline');
    await expect(headline).toHaveAccessibleName('Build your dream squad');
    const words = headline.locator('[data-word]');
    await expect(words).toHaveText(['Build', 'your', 'dream', 'squad']);
    for (let i = 0; i < 4; i += 1) await expect(words.nth(i)).toBeVisible();

    const delays = await words.evaluateAll((els) =>
      els.map((el) => getComputedStyle(el).animationDelay),
    );
    expect(delays).toEqual(['0s', '0.1s', '0.2s', '0.3s']);

    await expect.poll(() => page.evaluate(() => window.__headlineFrames?.at(-1))).toBe('1111');
    const frames = await page.evaluate(() => window.__headlineFrames ?? []);
    // Never a later word before an earlier one...
    for (const state of frames) expect(state).toMatch(/^1*0*$/);
    // ...and, frozen at chosen moments of the reveal, exactly one more word every 100 ms. (Seeking the
    // animations is deterministic; counting real frames is not on a busy 2-core machine.)
    const revealedAt = (ms: number) =>
      page.evaluate((time) => {
        const words = Array.from(
          document.querySelectorAll<HTMLElement>('[data-testid="landing-headline"] [data-word]'),
        );
        for (const word of words) {
          for (const animation of word.getAnimations()) {
            animation.pause();
            animation.currentTime = time;
          }
        }
        return words
          .map((w) => (getComputedStyle(w).visibility === 'visible' ? '1' : '0'))
          .join('');
      }, ms);
    expect(await revealedAt(50)).toBe('1000');
    expect(await revealedAt(150)).toBe('1100');
    expect(await revealedAt(250)).toBe('1110');
    expect(await revealedAt(350)).toBe('1111');

    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
  });

  test('switches to dark theme and keeps it after a reload', async ({ page }) => {
    // Also guards the server's Content-Security-Policy: a blocked script or style shows up here.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);

    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).not.toHaveClass(/\blight\b/);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test('saves the README screenshot (light, 1280x800)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('landing-headline').locator('[data-word]').last()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: README_SCREENSHOT, animations: 'disabled' });
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('shows the whole headline at once', async ({ page }) => {
      await recordHeadlineFrames(page);
      await page.goto('/');
      await expect(
        page.getByTestId('landing-headline').locator('[data-word]').last(),
      ).toBeVisible();
      // The words can be visible before the next animation frame records them: wait for that frame.
      await expect.poll(() => page.evaluate(() => window.__headlineFrames?.at(-1))).toBe('1111');
      expect(await page.evaluate(() => window.__headlineFrames)).toEqual(['1111']);
    });
  });

  test('a visitor is offered Get Started and their account; a signed-in member is not', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Build your dream squad' });
    const closing = page.getByRole('region', { name: 'Your next teammate is already here' });
    await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(hero.getByRole('link', { name: 'I have an account' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(closing.getByRole('link', { name: 'Create your free account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Discover' })).toHaveCount(0);

    await signUpInBrowser(page, newMember('landing'));
    await expect(page).toHaveURL(/\/projects$/);
    await page.goto('/');
    for (const section of [hero, closing]) {
      await expect(section.getByRole('link', { name: 'Go to Discover' })).toHaveAttribute(
        'href',
        '/projects',
      );
      await expect(section.getByRole('link', { name: 'Your profile' })).toHaveAttribute(
        'href',
        '/profile',
      );
    }
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'I have an account' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create your free account' })).toHaveCount(0);

    await hero.getByRole('link', { name: 'Go to Discover' }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`signed in, the landing page has no serious accessibility violations (${theme})`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      await signUpInBrowser(page, newMember('landing-axe'));
      await expect(page).toHaveURL(/\/projects$/);
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Go to Discover' }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
