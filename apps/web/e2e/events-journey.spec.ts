import { expect, test, type Page } from '@playwright/test';
import { newMember, submitSignUpForm, verifyEmailThroughOutbox } from './support/members';
import { bellCount, fullName, logIn, signUp } from './support/session';
import { shootAll } from './support/shots';
import { scaled } from '../../../scripts/test-timeouts';

// An event's team formation, in three browsers: an organiser creates a hackathon through the
// form; two people open its shared link signed out, sign up from it and register (one Frontend,
// one Backend); a round proposes them as one team; both accept and the squad forms with its
// workspace; the organiser sees the team formed and sends an announcement that reaches both
// bells.

const DESKTOP = { width: 1280, height: 800 };
const DAY_MS = 86_400_000;
const day = (fromToday: number) =>
  new Date(Date.now() + fromToday * DAY_MS).toISOString().slice(0, 10);

/** Opens the shared event link signed out, signs up from it and registers for `role`. */
async function registerFromSharedLink(page: Page, eventId: string, label: string, role: string) {
  await page.goto(`/events/${eventId}`);
  await page.getByRole('link', { name: 'Sign up to register' }).click();
  const member = newMember(label);
  await submitSignUpForm(page, member);
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
  const roles = page.getByRole('textbox', { name: 'Roles you can take' });
  await roles.fill(role);
  await roles.press('Enter');
  await page.getByLabel('Level').selectOption('intermediate');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Waiting for the next round')).toBeVisible();
  return member;
}

test('an organiser runs an event whose round proposes a team that forms a squad', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(300_000));
  const organiser = await signUp(request, 'event-organiser', { first_name: 'Orla' });
  await verifyEmailThroughOutbox(request, organiser.email);
  const name = `Spring Hack ${Date.now()}`;

  // 1. The organiser creates the event through the form.
  const pageOrganiser = await logIn(browser, baseURL!, organiser, DESKTOP);
  await pageOrganiser.goto('/events/new');
  await pageOrganiser.getByLabel('Name').fill(name);
  await pageOrganiser.getByLabel(/^Description/).fill('Build something useful in a weekend.');
  await pageOrganiser.getByLabel('Start date').fill(day(20));
  await pageOrganiser.getByLabel('End date').fill(day(22));
  await pageOrganiser.getByLabel('Registration deadline').fill(day(14));
  await pageOrganiser.getByLabel('Smallest team').fill('2');
  await pageOrganiser.getByLabel('Largest team').fill('2');
  const roles = pageOrganiser.getByRole('textbox', { name: 'Roles teams need' });
  for (const role of ['Frontend', 'Backend']) {
    await roles.fill(role);
    await roles.press('Enter');
  }
  await shootAll(pageOrganiser, 'events-create');
  await pageOrganiser.getByRole('button', { name: 'Create event' }).click();
  await expect(pageOrganiser).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const eventId = pageOrganiser.url().split('/').pop()!;
  await expect(pageOrganiser.getByRole('heading', { level: 1, name })).toBeVisible();

  // 2. Two people register from the shared link, signing up on the way.
  const pageFront = await (await browser.newContext({ baseURL, viewport: DESKTOP })).newPage();
  await pageFront.goto(`/events/${eventId}`);
  await expect(pageFront.getByRole('heading', { level: 1, name })).toBeVisible();
  await shootAll(pageFront, 'events-page-visitor');
  const front = await registerFromSharedLink(pageFront, eventId, 'event-front', 'Frontend');
  await shootAll(pageFront, 'events-page-registered');
  const pageBack = await (await browser.newContext({ baseURL, viewport: DESKTOP })).newPage();
  const back = await registerFromSharedLink(pageBack, eventId, 'event-back', 'Backend');

  // 3. The organiser runs a round: one team of the two.
  await pageOrganiser.reload();
  await pageOrganiser.getByRole('button', { name: 'Run a round' }).click();
  await expect(pageOrganiser.getByText(/Proposed 1 team/)).toBeVisible();
  await shootAll(pageOrganiser, 'events-organiser');

  // 4. Both see the proposal (and a bell item), and accept; the squad forms.
  for (const page of [pageFront, pageBack]) {
    await expect.poll(() => bellCount(page)).toBeGreaterThan(0);
    await page.reload();
    const proposal = page.getByTestId('proposal-card');
    await expect(proposal).toContainText(fullName(front));
    await expect(proposal).toContainText(fullName(back));
    await expect(proposal).toContainText('Frontend');
  }
  await shootAll(pageFront, 'events-proposal');
  await pageFront.getByRole('button', { name: 'Accept' }).click();
  await pageBack.getByRole('button', { name: 'Accept' }).click();
  const openSquad = pageBack.getByRole('link', { name: 'Open your squad' });
  await expect(openSquad).toBeVisible();
  await openSquad.click();
  await expect(pageBack).toHaveURL(/\/squads\/[0-9a-f-]{36}$/);
  await expect(pageBack.getByRole('heading', { level: 1, name: `${name} · Team 1` })).toBeVisible();
  await expect(pageBack.getByRole('region', { name: /^Tasks/ })).toBeVisible();

  // 5. The organiser sees the team formed and announces; both bells move.
  await pageOrganiser.reload();
  await expect(pageOrganiser.getByRole('list', { name: 'Round 1 teams' })).toContainText(/formed/i);
  const before = await Promise.all([pageFront, pageBack].map(bellCount));
  await pageOrganiser.getByLabel('Announcement').fill('Kick-off call on Friday at six.');
  await pageOrganiser.getByRole('button', { name: 'Announce' }).click();
  await expect(pageOrganiser.getByText('Announcement sent to everyone taking part')).toBeVisible();
  for (const [index, page] of [pageFront, pageBack].entries())
    await expect.poll(() => bellCount(page)).toBe(before[index]! + 1);
  await pageFront.reload();
  await expect(pageFront.getByText('Kick-off call on Friday at six.')).toBeVisible();
  await shootAll(pageFront, 'events-announcement');
});
