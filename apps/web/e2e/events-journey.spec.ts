import { expect, test, type Page } from '@playwright/test';
import { newMember, submitSignUpForm, verifyEmailThroughOutbox } from './support/members';
import { bellCount, fullName, gql, logIn, signUp } from './support/session';
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

const CREATE_EVENT = `mutation ($input: EventInput!) { createEvent(input: $input) { _id } }`;
const CREATE_POST = `mutation ($input: PostInput!) { createPost(input: $input) { _id } }`;
const APPLY = `mutation ($postId: ID!) { applyToPost(postId: $postId) { _id } }`;
const ACCEPT = `mutation ($id: ID!) {
  updateApplicationStatus(applicationId: $id, status: accepted) { _id } }`;

test('an organiser edits the event; a squad registered for it is found from its page, then withdrawn', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(240_000));
  const organiser = await signUp(request, 'event-editor', { first_name: 'Eda' });
  await verifyEmailThroughOutbox(request, organiser.email);
  const name = `Autumn Hack ${Date.now()}`;
  const eventId = (
    await gql<{ createEvent: { _id: string } }>(request, organiser.token, CREATE_EVENT, {
      input: {
        name,
        description: 'Teams of three, any role welcome.',
        starts_on: day(20),
        ends_on: day(21),
        register_by: new Date(Date.now() + 14 * DAY_MS).toISOString(),
        min_team_size: 2,
        max_team_size: 3,
        roles: ['Frontend'],
      },
    })
  ).createEvent._id;

  // The organiser renames the event from its page.
  const pageOrganiser = await logIn(browser, baseURL!, organiser, DESKTOP);
  await pageOrganiser.goto(`/events/${eventId}`);
  await pageOrganiser.getByRole('link', { name: 'Edit event' }).click();
  await expect(pageOrganiser).toHaveURL(new RegExp(`/events/${eventId}/edit$`));
  await expect(pageOrganiser.getByLabel('Name')).toHaveValue(name);
  await shootAll(pageOrganiser, 'events-edit');
  const renamed = `${name} (online)`;
  await pageOrganiser.getByLabel('Name').fill(renamed);
  await pageOrganiser.getByRole('button', { name: 'Save changes' }).click();
  await expect(pageOrganiser).toHaveURL(new RegExp(`/events/${eventId}$`));
  await expect(pageOrganiser.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // A squad (its owner and one accepted member, two seats still open) registers with its seats.
  const owner = await signUp(request, 'event-squad-owner', { first_name: 'Sol' });
  const mate = await signUp(request, 'event-squad-mate');
  const title = `Campus radio app ${Date.now()}`;
  const { createPost } = await gql<{ createPost: { _id: string } }>(
    request,
    owner.token,
    CREATE_POST,
    {
      input: {
        title,
        description: 'A tool for the campus radio.',
        project_type: 'Hackathon',
        open_seats: 3,
      },
    },
  );
  const { applyToPost } = await gql<{ applyToPost: { _id: string } }>(request, mate.token, APPLY, {
    postId: createPost._id,
  });
  await gql(request, owner.token, ACCEPT, { id: applyToPost._id });
  const pageOwner = await logIn(browser, baseURL!, owner, DESKTOP);
  await pageOwner.goto(`/events/${eventId}`);
  await pageOwner.getByRole('radio', { name: 'A squad I own' }).check();
  await pageOwner.getByLabel("Squad's level").selectOption('intermediate');
  await pageOwner.getByRole('button', { name: 'Register squad' }).click();
  const registered = pageOwner.getByRole('heading', { name: 'Your registered squad' });
  await expect(registered).toBeVisible();
  await expect(pageOwner.getByRole('link', { name: title })).toBeVisible();
  await shootAll(pageOwner, 'events-squad-registered');

  // From the event page, Discover lists the event's squads and names the event.
  await pageOwner.getByRole('link', { name: 'Squads recruiting for it' }).click();
  await expect(pageOwner).toHaveURL(new RegExp(`/projects\\?event=${eventId}$`));
  await expect(pageOwner.getByRole('link', { name: renamed })).toBeVisible();
  await expect(pageOwner.getByText(title)).toBeVisible();
  await shootAll(pageOwner, 'events-discover');

  // Withdrawn, the squad's seats leave the pool and the page offers registering again.
  await pageOwner.getByRole('link', { name: renamed }).click();
  await pageOwner.getByRole('button', { name: 'Withdraw from the event' }).click();
  await pageOwner
    .getByRole('alertdialog', { name: 'Withdraw from this event?' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(registered).toBeHidden();
  await expect(pageOwner.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
});
