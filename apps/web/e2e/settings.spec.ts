import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, useTheme } from './support/axe';
import { enterEmail, enterPassword, newMember, signUpInBrowser } from './support/members';
import { shootAll } from './support/shots';
import { scaled } from '../../../scripts/test-timeouts';

// The settings page (docs/decisions/0030) through the built app: reached from the user menu, a notification
// level is kept by the server (seen after a reload), and a changed password is the one that
// signs in afterwards. Then axe over the page (and the delete dialog) in both themes.

async function openSettingsFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a level is kept across a reload, and the new password is the one that signs in', async ({
  page,
}) => {
  test.setTimeout(scaled(90_000));
  const member = newMember('settings');
  await signUpInBrowser(page, member);
  await expect(page).toHaveURL(/\/projects$/);
  await openSettingsFromMenu(page);

  // Applications start at "E-mail at once" (the default); the member picks the daily digest.
  const applications = page.getByRole('combobox', { name: 'Applications' });
  await expect(applications).toHaveValue('instant');
  await applications.selectOption({ label: 'Daily digest' });
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Applications' })).toHaveValue('digest');
  await expect(page.getByRole('combobox', { name: 'Messages' })).toHaveValue('instant');

  // A wrong current password is refused with the server's words; the right one changes it.
  const password = page.getByRole('region', { name: 'Password' });
  const newPassword = `${member.password}-renewed`;
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm new password').fill(newPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('alert')).toHaveText('Your current password is not right.');
  await password.getByLabel('Current password').fill(member.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText(
    'Your password is changed. Every other device is signed out.',
  );
  // This device stays signed in on the new session: the page still answers as the member.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Applications' })).toHaveValue('digest');

  // Signed out, the old password no longer works and the new one does.
  await signOutFromMenu(page);
  await enterEmail(page, member.email);
  await enterPassword(page, member.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`settings has no serious accessibility violations (${theme})`, async ({ page }) => {
    test.setTimeout(scaled(60_000));
    await useTheme(page, theme);
    const member = newMember('settings-axe');
    await signUpInBrowser(page, member);
    await expect(page).toHaveURL(/\/projects$/);
    await page.goto('/settings');
    await expect(page.getByRole('combobox', { name: 'Applications' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The delete dialog: its button waits for the member's password, and it offers the download.
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    await expect(confirm).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Download my data' })).toBeVisible();
    await dialog.getByLabel('Your password').fill(member.password);
    await expect(confirm).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    // Both themes and widths, once (shootAll goes through them itself).
    if (theme === 'light') await shootAll(page, 'settings-delete-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });
}
