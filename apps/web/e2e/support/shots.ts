import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

/** Where to save screenshots of the screens a journey checks; none are taken when unset. */
const SHOTS = process.env.E2E_SHOTS_DIR;

/**
 * Axe on the screen as it stands, light and dark, at 1280 and 390 px (screenshots on request),
 * then back to light at 1280.
 */
export async function shootAll(page: Page, name: string) {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      localStorage.setItem('vite-ui-theme', value);
      document.documentElement.classList.remove('light', 'dark');
      document.documentElement.classList.add(value);
      // As the theme store does: native controls (date pickers, scrollbars) follow it too.
      document.documentElement.style.colorScheme = value;
    }, theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousViolations(page), `${name} (${theme}, ${width})`).toEqual([]);
      if (SHOTS) {
        await page.screenshot({
          path: `${SHOTS}/${name}-${width}-${theme}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      }
    }
  }
  await page.evaluate(() => {
    localStorage.setItem('vite-ui-theme', 'light');
    document.documentElement.classList.remove('dark');
    document.documentElement.classList.add('light');
    document.documentElement.style.colorScheme = 'light';
  });
  await page.setViewportSize({ width: 1280, height: 900 });
}
