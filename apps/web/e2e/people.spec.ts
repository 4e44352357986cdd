import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  enterEmail,
  enterPassword,
  newMember,
  verifyEmailThroughOutbox,
  type Member,
} from './support/members';
// Aliased: a theme per loop turn is a page setting, not a React hook.
import { seriousViolations, useTheme as applyTheme } from './support/axe';
import { squarePng } from './support/png';
import { scaled } from '../../../scripts/test-timeouts';

// The people journey through the built web app and API: B finds A by skill and asks to connect,
// A accepts from Notifications, both see each other in Contacts; then A edits the profile, adds
// an education entry, reorders skills by drag and uploads a cropped photo.

function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * 26)]).join('');
}

async function signUp(request: APIRequestContext, member: Member): Promise<string> {
  const response = await request.post('/v1/auth/signup', { data: member });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function addSkill(request: APIRequestContext, token: string, skill_name: string) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: 'mutation ($input: UserSkillInput!) { createUserSkill(input: $input) { _id } }',
      variables: { input: { skill_name, proficiency_level: 'advanced' } },
    },
  });
  const body = (await response.json()) as { errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
}

async function logIn(browser: Browser, baseURL: string, member: Member): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto('/login');
  await enterEmail(page, member.email);
  await enterPassword(page, member.password);
  await expect(page).toHaveURL(/\/projects$/);
  return page;
}

const fullName = (member: Member) => `${member.first_name} ${member.last_name}`;

/** Skill names on the Skills tab, top to bottom. */
async function skillOrder(page: Page, skills: string[]): Promise<string[]> {
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(skills[0]!, { exact: true })).toBeVisible();
  const text = (await panel.innerText()).split('\n');
  return text.filter((line) => skills.includes(line.trim())).map((line) => line.trim());
}

test('find a member, connect, accept, then edit a profile, reorder skills and upload a photo', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const word = uniqueWord();
  const zig = `Zig${word}`;
  const elm = `Elm${word}`;
  const a = { ...newMember('profileowner'), first_name: `Ada${word}` };
  const b = newMember('viewer');
  const tokenA = await signUp(request, a);
  await signUp(request, b);
  // B sends the connection request below, which waits for a verified address.
  await verifyEmailThroughOutbox(request, b.email);
  await addSkill(request, tokenA, zig);
  await addSkill(request, tokenA, elm);

  // B finds A by a skill filter and opens A's profile: read-only, with Connect.
  const pageB = await logIn(browser, baseURL!, b);
  await pageB.goto('/people');
  await expect(pageB.getByRole('heading', { name: 'Find People' })).toBeVisible();
  const filters = pageB.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Skills', { exact: true }).fill(zig);
  await filters.getByLabel('Skills', { exact: true }).press('Enter');
  const people = pageB.getByRole('region', { name: 'People' });
  const card = people.getByRole('article').filter({ hasText: fullName(a) });
  await expect(card).toBeVisible();
  await expect(people.getByRole('article')).toHaveCount(1);
  await card.getByRole('link', { name: /View Profile/ }).click();
  await expect(pageB).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  await expect(pageB.getByRole('heading', { name: fullName(a) })).toBeVisible();
  await expect(pageB.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  await expect(pageB.getByRole('button', { name: 'Change profile photo' })).toHaveCount(0);
  // No section controls: not on an empty section (where the owner gets 'Add education')...
  const sectionPanel = pageB.getByRole('tabpanel');
  await expect(sectionPanel.getByText('No education yet.')).toBeVisible();
  await expect(pageB.getByRole('button', { name: /^Add\b/ })).toHaveCount(0);
  // ...nor on one with items (where the owner gets Edit Order and 'Add skill').
  await pageB.getByRole('tab', { name: 'Skills' }).click();
  await expect(sectionPanel.getByText(zig, { exact: true })).toBeVisible();
  await expect(pageB.getByRole('button', { name: 'Edit Order' })).toHaveCount(0);
  await expect(pageB.getByRole('button', { name: /^Add\b/ })).toHaveCount(0);
  await pageB.getByRole('button', { name: 'Connect' }).click();
  await pageB.getByRole('dialog').getByRole('button', { name: 'Send request' }).click();
  await expect(pageB.getByText('Connection request sent')).toBeVisible();
  await expect(pageB.getByRole('button', { name: 'Pending' })).toBeDisabled();

  // A sees the request in Notifications, with the badge, and accepts.
  const pageA = await logIn(browser, baseURL!, a);
  await expect(
    pageA.getByRole('link', { name: 'Notifications, 1 notifications' }).first(),
  ).toBeVisible();
  await pageA.goto('/notifications');
  const requests = pageA.getByRole('list', { name: 'Connection requests' });
  await expect(requests).toContainText(fullName(b));
  await requests.getByRole('button', { name: 'Accept' }).click();
  await expect(requests).toHaveCount(0);
  await expect(
    pageA.getByRole('link', { name: 'Notifications', exact: true }).first(),
  ).toBeVisible();

  // Both see each other in Contacts, and B's view of A now offers Message.
  await pageA.goto('/contacts');
  await expect(pageA.getByRole('list', { name: 'Contacts' })).toContainText(fullName(b));
  await pageB.goto('/contacts');
  await expect(pageB.getByRole('list', { name: 'Contacts' })).toContainText(fullName(a));
  await pageB.goBack();
  await expect(pageB.getByRole('link', { name: 'Message', exact: true })).toHaveAttribute(
    'href',
    /^\/chat\/[0-9a-f-]{36}$/,
  );

  // A edits the profile, running into the title limit on the way.
  await pageA.goto('/profile');
  await pageA.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = pageA.getByRole('dialog', { name: 'Edit Profile' });
  await edit.getByLabel('Title').fill('x'.repeat(51));
  await expect(edit.getByText('51/50')).toBeVisible();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Title must be at most 50 characters.')).toBeVisible();
  await edit.getByLabel('Title').fill('Robotics engineer');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(pageA.getByText('Robotics engineer')).toBeVisible();

  // An education entry marked current has no end date.
  await pageA.getByRole('button', { name: 'Add education' }).click();
  const education = pageA.getByRole('dialog', { name: 'Add Education' });
  await education.getByLabel('Institution Name').fill(`Polytechnic ${word}`);
  await education.getByLabel('Degree').fill('BSc');
  await education.getByLabel('Field of Study').fill('Mechatronics');
  await education.getByLabel('Start Date').fill('2023-09-01');
  await expect(education.getByLabel('End Date')).toBeVisible();
  await education.getByLabel('I currently study here').check();
  await expect(education.getByLabel('End Date')).toHaveCount(0);
  await education.getByRole('button', { name: 'Save' }).click();
  await expect(education).toHaveCount(0);
  const panel = pageA.getByRole('tabpanel');
  await expect(panel).toContainText(`Polytechnic ${word}`);
  await expect(panel).toContainText('Present');

  // Skills reordered by dragging; the order survives a reload.
  await pageA.getByRole('tab', { name: 'Skills' }).click();
  await expect(pageA).toHaveURL(/[?&]tab=skills/);
  expect(await skillOrder(pageA, [zig, elm])).toEqual([zig, elm]);
  await pageA.getByRole('button', { name: 'Edit Order' }).click();
  const reorder = pageA.getByRole('dialog', { name: 'Edit Order' });
  const from = await reorder.getByRole('button', { name: `Drag ${elm}` }).boundingBox();
  const to = await reorder.getByRole('button', { name: `Drag ${zig}` }).boundingBox();
  await pageA.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await pageA.mouse.down();
  await pageA.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2 - 10, { steps: 12 });
  await pageA.mouse.move(to!.x + to!.width / 2, to!.y + 2, { steps: 4 });
  await pageA.mouse.up();
  await expect(
    reorder.getByRole('list', { name: 'Items in order' }).locator('li').first(),
  ).toContainText(elm);
  await reorder.getByRole('button', { name: 'Save' }).click();
  await expect(reorder).toHaveCount(0);
  await pageA.reload();
  expect(await skillOrder(pageA, [zig, elm])).toEqual([elm, zig]);

  // A uploads a photo, crops it, and sees it in the header and the navigation.
  await pageA.getByRole('button', { name: 'Change profile photo' }).click();
  const photo = pageA.getByRole('dialog', { name: 'Edit Profile Photo' });
  await photo.getByLabel('Choose profile photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: squarePng(),
  });
  const upload = photo.getByRole('button', { name: 'Upload' });
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(photo).toHaveCount(0);
  const avatars = pageA.getByRole('img', { name: `${fullName(a)}'s photo` });
  await expect(avatars.first()).toHaveAttribute('src', /\/uploads\/profile-picture\//);
  await expect(avatars).toHaveCount(2); // the header and the navigation's user menu
  const src = await avatars.first().getAttribute('src');
  const image = await request.get(src!);
  expect(image.headers()['content-type']).toBe('image/jpeg');
});

// One's own card is listed, marked "You" with no Connect, and search finds a
// member by title (the subtitle says "by name, title or skill").
test('Find People lists my own card marked You, without Connect, and search matches titles', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const word = uniqueWord();
  const designer = { ...newMember(`titled${word}`), first_name: `Dee${word}` };
  const me = { ...newMember(`self${word}`), first_name: `Mia${word}` };
  const designerToken = await signUp(request, designer);
  const myToken = await signUp(request, me);
  for (const [token, title] of [
    [designerToken, `Product designer ${word}`],
    [myToken, `Robot tamer ${word}`],
  ] as const) {
    const response = await request.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        query: 'mutation ($input: UpdateUserInput!) { updateUser(input: $input) { _id } }',
        variables: { input: { title } },
      },
    });
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
  }

  const page = await logIn(browser, baseURL!, me);
  const people = page.getByRole('region', { name: 'People' });
  // Search by a word of the title only ("designer"; the word keeps other runs' members out).
  await page.goto(`/people?q=${encodeURIComponent(`designer ${word}`)}`);
  await expect(people.getByRole('article')).toHaveCount(1);
  await expect(people.getByRole('article', { name: fullName(designer) })).toContainText(
    `Product designer ${word}`,
  );

  // The newest member first: my own card, marked You, no Connect, View Profile to my profile.
  await page.goto('/people');
  const mine = people.getByRole('article', { name: fullName(me) });
  await expect(people.getByRole('article').first()).toHaveAccessibleName(fullName(me));
  await expect(mine.getByText('You', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button')).toHaveCount(0);
  await mine.getByRole('link', { name: /View Profile/ }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: fullName(me) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  // Found by my own name too, and the others still offer Connect.
  await page.goto(`/people?q=${encodeURIComponent(word)}`);
  await expect(people.getByRole('article')).toHaveCount(2);
  await expect(people.getByRole('article', { name: fullName(me) }).getByText('You')).toBeVisible();
  await expect(
    people.getByRole('article', { name: fullName(designer) }).getByRole('button', {
      name: 'Connect',
    }),
  ).toBeVisible();

  for (const theme of ['light', 'dark'] as const) {
    await applyTheme(page, theme);
    await page.reload();
    await expect(people.getByRole('article')).toHaveCount(2);
    expect(await seriousViolations(page), theme).toEqual([]);
  }
});
