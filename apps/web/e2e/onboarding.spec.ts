import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, useTheme } from './support/axe';
import { newMember, signUpInBrowser } from './support/members';
import { scaled } from '../../../scripts/test-timeouts';

// Onboarding (docs/decisions/0033) through the built app: a new account lands on /welcome, whose answers
// reach the profile (and its completeness hint), or which the member skips; fix 10's photo
// dialog refuses a file that is not an image. Then axe over /welcome and the profile, both themes.

const WHY = 'Your skills drive recommendations on Discover and help people find you.';

async function fillWelcome(page: Page) {
  await page.getByLabel(/^Title/).fill('Product designer');
  await page.getByLabel(/^Location/).fill('Lisbon');
  await page
    .getByRole('group', { name: 'Skills suggestions' })
    .getByRole('button', { name: 'Figma' })
    .click();
  await page
    .getByRole('group', { name: 'What are you looking for?' })
    .getByRole('button', { name: 'Startup' })
    .click();
}

async function openOwnProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
}

const hint = (page: Page) =>
  page.getByRole('heading', { name: /^Your profile is \d\/5 complete$/ });

test('a new member fills the welcome step, and the profile shows it until it is complete', async ({
  page,
}) => {
  test.setTimeout(scaled(60_000));
  const member = newMember('onboard');
  await signUpInBrowser(page, member, { welcome: 'stay' });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Squadup' })).toBeVisible();
  await expect(page.getByText(WHY)).toBeVisible();

  await fillWelcome(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Projects' })).toBeVisible();

  await openOwnProfile(page);
  await expect(page.getByText('Product designer', { exact: true })).toBeVisible();
  await expect(page.getByText('Lisbon', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Looking for' })).toHaveText('Startup');
  // Title, location, a skill and looking for are there; a photo or a bio is still missing.
  await expect(page.getByRole('heading', { name: 'Your profile is 4/5 complete' })).toBeVisible();
  const todo = page.getByRole('list', { name: 'Still to add' }).getByRole('button');
  await expect(todo).toHaveText(['Add a photo', 'Write a bio']);
  await page.getByRole('tab', { name: 'Skills' }).click();
  await expect(page.getByRole('region', { name: 'Skills' }).getByText('Figma')).toBeVisible();

  await page.getByRole('button', { name: 'Write a bio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel(/^Bio/).fill('I design tools for small teams.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('I design tools for small teams.')).toBeVisible();
  await expect(hint(page)).toHaveCount(0);

  // What the server holds, seen after a reload: the hint stays gone.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Looking for' })).toHaveText('Startup');
  await expect(page.getByRole('region', { name: 'Skills' }).getByText('Figma')).toBeVisible();
  await expect(hint(page)).toHaveCount(0);
});

test('Skip for now leads to Discover, and the profile says what is missing', async ({ page }) => {
  await signUpInBrowser(page, newMember('skipper'), { welcome: 'stay' });
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Projects' })).toBeVisible();

  await openOwnProfile(page);
  await expect(page.getByRole('heading', { name: 'Your profile is 0/5 complete' })).toBeVisible();
  await expect(page.getByText(WHY)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Still to add' }).getByRole('button')).toHaveText([
    'Add a title',
    'Add your location',
    'Add a skill',
    'Say what you are looking for',
    'Add a photo',
    'Write a bio',
  ]);

  // Looking for is edited in Edit Profile too.
  await page.getByRole('button', { name: 'Say what you are looking for' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByRole('button', { name: 'Hackathon' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('list', { name: 'Looking for' })).toHaveText('Hackathon');
  await expect(page.getByRole('heading', { name: 'Your profile is 1/5 complete' })).toBeVisible();
});

test('the welcome step explains a refused value inline and stays', async ({ page }) => {
  await signUpInBrowser(page, newMember('toolong'), { welcome: 'stay' });
  const title = page.getByLabel(/^Title/);
  await title.fill('x'.repeat(51));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Title');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('the photo dialog refuses a file that is not an image, with no crop box', async ({ page }) => {
  await signUpInBrowser(page, newMember('photo'));
  await openOwnProfile(page);
  await page.getByRole('button', { name: 'Change profile photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile Photo' });
  await dialog.getByLabel('Choose profile photo').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('Choose a JPEG, PNG, WebP or GIF image.');
  await expect(dialog.getByRole('slider')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();

  // A file named and typed as a PNG whose bytes are not an image: the decoder refuses it.
  await dialog.getByLabel('Choose profile photo').setInputFiles({
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: Buffer.from('definitely not a png'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'That image could not be opened. Choose a JPEG, PNG, WebP or GIF image.',
  );
  await expect(dialog.getByRole('slider')).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`/welcome and the profile have no serious accessibility violations (${theme})`, async ({
    page,
  }) => {
    test.setTimeout(scaled(60_000));
    await useTheme(page, theme);
    await signUpInBrowser(page, newMember('onboard-axe'), { welcome: 'stay' });
    await fillWelcome(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/projects$/);

    await openOwnProfile(page);
    await expect(hint(page)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Looking for' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
