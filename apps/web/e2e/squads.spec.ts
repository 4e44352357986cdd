import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { chatBadge, fullName, gql, logIn, signUp } from './support/session';
import { scaled } from '../../../scripts/test-timeouts';

// The squad journey (docs/decisions/0028), in three browser contexts against the built app and API: the owner seats
// two applicants in two roles, both find the squad in My Squads, the three chat live in the
// squad chat with badges, one leaves and the seat reopens on the post card.

const CREATE = `mutation ($input: PostInput!) { createPost(input: $input) { _id } }`;
const APPLY = `mutation ($postId: ID!, $role: String) {
  applyToPost(postId: $postId, role: $role) { _id } }`;

/** The squad chat's log and composer on the squad page. */
const squadChat = (page: Page) => ({
  log: page.getByRole('log', { name: 'Messages' }),
  composer: page.getByRole('textbox', { name: 'Type a message…' }),
});

async function say(page: Page, text: string) {
  const { composer, log } = squadChat(page);
  await composer.fill(text);
  await composer.press('Enter');
  await expect(log.getByText(text)).toBeVisible();
}

test('an owner seats two applicants in two roles; the squad chats live; one leaves and the seat reopens', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(180_000));
  const [owner, ana, ben] = [
    await signUp(request, 'squad-owner'),
    await signUp(request, 'squad-ana'),
    await signUp(request, 'squad-ben'),
  ];
  const title = `Squad journey ${Date.now()}`;
  const created = await gql<{ createPost: { _id: string } }>(request, owner.token, CREATE, {
    input: {
      title,
      description: 'A rover that charges itself.',
      requirements: { desired_roles: ['Frontend', 'Designer'], role_seats: [1, 1] },
    },
  });
  const postId = created.createPost._id;
  // Ben applies for the Designer seat through the API; Ana picks Frontend in the browser.
  await gql(request, ben.token, APPLY, { postId, role: 'Designer' });

  const pageAna = await logIn(browser, baseURL!, ana);
  await pageAna.goto(`/post/${postId}`);
  await expect(pageAna.getByText('0 of 2 spots filled')).toBeVisible();
  await pageAna.getByRole('button', { name: 'Apply' }).click();
  const dialog = pageAna.getByRole('dialog', { name: 'Apply to Project' });
  await dialog.getByRole('radio', { name: 'Frontend' }).check();
  await dialog.getByRole('button', { name: 'Send Application' }).click();
  await expect(pageAna.getByText('Application sent successfully!')).toBeVisible();

  // The owner accepts both; with every seat filled, the app offers to close recruitment.
  const pageOwner = await logIn(browser, baseURL!, owner);
  await pageOwner.goto(`/myposts/${postId}`);
  const applicant = (who: typeof ana) =>
    pageOwner.getByTestId('applicant-card').filter({ hasText: fullName(who) });
  await expect(applicant(ana)).toContainText('Applied for Frontend');
  await expect(applicant(ben)).toContainText('Applied for Designer');
  await applicant(ana).getByRole('button', { name: 'Accept' }).click();
  await expect(applicant(ana).getByRole('button', { name: 'Accept' })).toBeDisabled();
  await expect(pageOwner.getByText('1 of 2 spots filled')).toBeVisible();
  await applicant(ben).getByRole('button', { name: 'Accept' }).click();
  const offer = pageOwner.getByRole('alertdialog', {
    name: 'Every spot is filled. Close recruitment?',
  });
  await offer.getByRole('button', { name: 'Cancel' }).click();
  await expect(applicant(ben).getByRole('button', { name: 'Accept' })).toBeDisabled();
  await expect(pageOwner.getByText('2 of 2 spots filled')).toBeVisible();

  // Both find the squad in My Squads: Ana through the account menu, Ben at /squads.
  await pageAna.getByRole('button', { name: 'Account menu' }).click();
  await pageAna.getByRole('menuitem', { name: /My Squads/ }).click();
  await expect(pageAna).toHaveURL(/\/squads$/);
  await pageAna.getByRole('link', { name: title }).click();
  await expect(pageAna).toHaveURL(new RegExp(`/squads/${postId}$`));
  const pageBen = await logIn(browser, baseURL!, ben);
  await pageBen.goto('/squads');
  await pageBen.getByRole('link', { name: title }).click();
  await pageOwner.goto(`/squads/${postId}`);
  for (const page of [pageOwner, pageAna, pageBen]) {
    const members = page.getByRole('list', { name: 'Members' });
    await expect(members.getByRole('listitem')).toHaveCount(3);
    await expect(members).toContainText('Frontend');
    await expect(members).toContainText('Designer');
  }

  // The three chat live in the squad chat.
  await say(pageOwner, 'Kick-off on Friday at six.');
  for (const page of [pageAna, pageBen]) {
    await expect(squadChat(page).log.getByText('Kick-off on Friday at six.')).toBeVisible();
  }
  await say(pageBen, 'First sketches are up.');
  for (const page of [pageOwner, pageAna]) {
    await expect(squadChat(page).log.getByText('First sketches are up.')).toBeVisible();
  }
  // Ben is elsewhere: Ana's next message raises his Messages badge without a reload.
  await pageBen.getByRole('link', { name: 'Projects' }).first().click();
  // The squad page (and its open chat, which would read the message) is gone once Discover shows.
  await expect(pageBen.getByRole('heading', { level: 1, name: 'Discover Projects' })).toBeVisible();
  await say(pageAna, 'I will wire them up.');
  await expect(chatBadge(pageBen, 1)).toBeVisible();
  await expect(squadChat(pageOwner).log.getByText('I will wire them up.')).toBeVisible();

  // Ana leaves: the others see it live, and the Frontend seat is open again on the post card.
  await pageAna.getByRole('button', { name: 'Leave squad' }).click();
  await pageAna
    .getByRole('alertdialog', { name: 'Leave this squad?' })
    .getByRole('button', { name: 'Leave squad' })
    .click();
  await expect(pageAna).toHaveURL(/\/squads$/);
  await expect(squadChat(pageOwner).log.getByText(`${fullName(ana)} left the squad`)).toBeVisible();
  await expect(pageOwner.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await pageBen.goto(`/post/${postId}`);
  await expect(pageBen.getByText('1 of 2 spots filled')).toBeVisible();
  const roles = pageBen.getByRole('list', { name: 'Desired roles' }).getByRole('listitem');
  await expect(roles.filter({ hasText: 'Frontend' })).toContainText('0 of 1 filled');
  await expect(roles.filter({ hasText: 'Designer' })).toContainText('Filled');
  // ... and on the owner's card in My Posts.
  await pageOwner.goto('/myposts');
  await expect(pageOwner.getByTestId('my-post-card').filter({ hasText: title })).toContainText(
    '1 of 2 spots filled',
  );

  // The squad page with its chat, and My Squads, pass axe in both themes.
  for (const theme of ['light', 'dark'] as const) {
    await pageBen.evaluate((value) => localStorage.setItem('vite-ui-theme', value), theme);
    for (const path of [`/squads/${postId}`, '/squads']) {
      await pageBen.goto(path);
      await expect(pageBen.getByRole('link', { name: title })).toBeVisible();
      expect(await seriousViolations(pageBen), `${path} (${theme})`).toEqual([]);
    }
  }
});
