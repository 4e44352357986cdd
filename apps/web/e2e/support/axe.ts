import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// axe-core (WCAG 2 A and AA rules) as the journeys use it: a screen's serious or critical
// violations, each naming the rule and the elements.

/**
 * Entrance transitions fade colours in: judge the settled screen (spinners loop, so they are left
 * out). A toast leaves by itself after TOAST_DURATION_MS with a fade, and one that starts fading
 * while axe reads the screen is judged half transparent (a contrast of 2.7 in one CI run): the
 * screen is judged once its toasts have gone.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => document.querySelector('[data-sonner-toast]') === null);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** `exclude`: CSS selectors axe leaves out (each caller says why). */
export async function seriousViolations(
  page: Page,
  exclude: readonly string[] = [],
): Promise<string[]> {
  await settled(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} [${n.html.slice(0, 120)}] ${n.any.map((c) => c.message).join(' ')}`).join(' | ')}`,
    );
}

/** Only axe's colour-contrast rule, whatever its impact: every text on the screen at WCAG AA. */
export async function contrastViolations(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${n.target.join(' ')} [${n.html.slice(0, 120)}] ${n.any.map((c) => c.message).join(' ')}`,
    ),
  );
}

export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('vite-ui-theme', value), theme);
}
