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
  for (const theme of ['light', 'dark'] as const) {
    await themeNow(page, theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await checkAndShoot(page, name, width, theme);
    }
  }
  await themeNow(page, 'light');
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * As shootAll, for something a control opens (a panel, a menu): at each width `open` opens it
 * anew (the control may differ between the desktop and the phone bar), and `close` closes it.
 */
export async function shootOpened(
  page: Page,
  name: string,
  open: (page: Page) => Promise<void>,
  close: (page: Page) => Promise<void>,
) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page);
    for (const theme of ['light', 'dark'] as const) {
      await themeNow(page, theme);
      await checkAndShoot(page, name, width, theme);
    }
    await themeNow(page, 'light');
    await close(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Switches the theme in place, as the theme store does, and keeps it for the next load. */
async function themeNow(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => {
    localStorage.setItem('vite-ui-theme', value);
    document.documentElement.classList.remove('light', 'dark');
    document.documentElement.classList.add(value);
    // As the theme store does: native controls (date pickers, scrollbars) follow it too.
    document.documentElement.style.colorScheme = value;
  }, theme);
}

async function checkAndShoot(page: Page, name: string, width: number, theme: string) {
  expect(await seriousViolations(page), `${name} (${theme}, ${width})`).toEqual([]);
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: `${SHOTS}/${name}-${width}-${theme}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}
