import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { verifyEmailThroughOutbox } from './support/members';
import { fullName, gql, logIn, signUp, type SignedUp } from './support/session';
import { scaled } from '../../../scripts/test-timeouts';

// The post detail's Connect (with a note), the two "Pending"s kept
// apart under captions, Withdrawn as the secondary action that applies again, a changed decision
// confirmed, and a closed post that says why Apply is off.

/** Where to save screenshots of the screens checked below; none are taken when unset. */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function createPost(member: SignedUp, request: Parameters<typeof gql>[0], title: string) {
  const data = await gql<{ createPost: { _id: string } }>(
    request,
    member.token,
    'mutation ($input: PostInput!) { createPost(input: $input) { _id } }',
    { input: { title, description: 'A project for issue 16.' } },
  );
  return data.createPost._id;
}

async function apply(page: Page, postId: string) {
  await page.goto(`/post/${postId}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page
    .getByRole('dialog', { name: 'Apply to Project' })
    .getByRole('button', { name: 'Send Application' })
    .click();
  await expect(
    page.getByRole('group', { name: 'Application' }).getByRole('button', { name: 'Pending' }),
  ).toBeDisabled();
}

const DECLINE_REASON = 'We went with someone closer to our time zone.';

const myApplication = (page: Page, title: string): Locator =>
  page.getByTestId('my-application-card').filter({ hasText: title });

async function closeFromMyPosts(page: Page, title: string) {
  await page.goto('/myposts');
  const card = page.getByTestId('my-post-card').filter({ hasText: title });
  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Close Recruitment' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Close recruitment?' });
  // Reopen recruitment undoes a close, so the confirmation says so.
  await expect(confirm).toContainText(
    `Members can no longer apply to ${title}. You can open it again from My Posts.`,
  );
  await expect(confirm).not.toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Close Recruitment' }).click();
  await expect(card.getByTestId('post-status')).toHaveText('Closed');
}

test('connect from a post with a note; captioned statuses; withdrawn, closed and changed decisions', async ({
  browser,
  baseURL,
  request,
}) => {
  // Two members act, then 28 screens are checked by axe and shot: a slow, loaded machine needs it.
  test.setTimeout(scaled(300_000));
  const owner = await signUp(request, 'owner');
  const applicant = await signUp(request, 'applicant');
  const other = await signUp(request, 'other');
  // Sending a connection request waits for a verified address (the applicant's).
  await verifyEmailThroughOutbox(request, applicant.email);
  const stamp = Date.now().toString(36);
  const decided = `Decided project ${stamp}`;
  const closing = `Closing project ${stamp}`;
  const third = `Third project ${stamp}`;
  const decidedId = await createPost(owner, request, decided);
  const closingId = await createPost(owner, request, closing);
  const thirdId = await createPost(other, request, third);

  const pageB = await logIn(browser, baseURL!, applicant);
  const pageA = await logIn(browser, baseURL!, owner);

  // Item 1: Connect on the post opens the note dialog and sends the note; then Pending.
  await pageB.goto(`/post/${decidedId}`);
  await pageB.getByRole('button', { name: 'Connect' }).click();
  const dialog = pageB.getByRole('dialog', { name: `Connect with ${fullName(owner)}` });
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Saw your project at the meetup.');
  await expect(dialog.getByText('31/300')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(pageB.getByText('Connection request sent')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(
    pageB.getByRole('group', { name: 'Connection' }).getByRole('button', { name: 'Pending' }),
  ).toBeDisabled();
  const pending = await gql<{ loadPendingFriendRequests: { message: string | null }[] }>(
    request,
    owner.token,
    '{ loadPendingFriendRequests { message } }',
    {},
  );
  expect(pending.loadPendingFriendRequests).toEqual([
    { message: 'Saw your project at the meetup.' },
  ]);
  // Hidden on one's own post.
  await pageA.goto(`/post/${decidedId}`);
  await expect(pageA.getByRole('link', { name: 'Edit Post' })).toBeVisible();
  await expect(pageA.getByRole('button', { name: 'Connect' })).toHaveCount(0);

  // The applicant applies to all three posts.
  await apply(pageB, decidedId);
  await apply(pageB, closingId);
  await apply(pageB, thirdId);

  // Item 2: on Applicants, the connection's Pending and the application's Pending, each captioned.
  await pageA.goto(`/myposts/${decidedId}`);
  const card = pageA.getByTestId('applicant-card');
  const connection = card.getByRole('group', { name: 'Connection' });
  const application = card.getByRole('group', { name: 'Application' });
  await expect(connection.getByRole('button', { name: 'Pending' })).toBeDisabled();
  await expect(application.getByTestId('application-status')).toHaveText('Pending');

  // Item 4: a first decision is taken at once; changing it asks first.
  await application.getByRole('button', { name: 'Accept' }).click();
  await expect(pageA.getByText('Applicant accepted')).toBeVisible();
  await pageA
    .getByRole('alertdialog', { name: 'Every spot is filled. Close recruitment?' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(application.getByTestId('application-status')).toHaveText('Accepted');
  // Reject asks in the decline dialog, with an optional reason the applicant reads.
  await application.getByRole('button', { name: 'Reject' }).click();
  const confirm = pageA.getByRole('dialog', { name: `Decline ${fullName(applicant)}?` });
  await expect(confirm).toContainText('takes them out of the squad and its chat');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(application.getByTestId('application-status')).toHaveText('Accepted');
  await application.getByRole('button', { name: 'Reject' }).click();
  await confirm.getByLabel(/^Reason/).fill(DECLINE_REASON);
  await confirm.getByRole('button', { name: 'Decline' }).click();
  await expect(pageA.getByText('Applicant rejected')).toBeVisible();
  await expect(application.getByTestId('application-status')).toHaveText('Rejected');
  await expect(
    pageA.getByRole('region', { name: /^Declined/ }).getByTestId('applicant-card'),
  ).toHaveCount(1);

  // Item 3: withdrawn, the status shows once, as the outline Withdrawn that applies again.
  await pageB.goto('/my-applications');
  for (const title of [closing, third]) {
    const mine = myApplication(pageB, title);
    await mine.getByRole('button', { name: 'Cancel Application' }).click();
    await expect(mine.getByRole('button', { name: 'Withdrawn' })).toBeEnabled();
  }
  const withdrawn = myApplication(pageB, third).getByRole('button', { name: 'Withdrawn' });
  await expect(withdrawn).toHaveAccessibleDescription('Apply again');
  await expect(myApplication(pageB, third).getByText('Apply again')).toBeVisible();
  await expect(myApplication(pageB, third).getByText('Withdrawn')).toHaveCount(1);
  await expect(myApplication(pageB, decided).getByTestId('application-status')).toHaveText(
    'Rejected',
  );
  await expect(myApplication(pageB, decided).getByRole('button', { name: 'Rejected' })).toHaveCount(
    0,
  );
  await expect(myApplication(pageB, decided).getByTestId('decline-reason')).toHaveText(
    `Note from the owner: ${DECLINE_REASON}`,
  );

  // Item 11: a closed post says why Apply is off, in visible text.
  await closeFromMyPosts(pageA, closing);
  await pageB.goto('/my-applications');
  const closedWithdrawn = myApplication(pageB, closing).getByRole('button', { name: 'Withdrawn' });
  await expect(closedWithdrawn).toBeDisabled();
  await expect(closedWithdrawn).toHaveAccessibleDescription('Recruitment closed');
  const outsider = await signUp(request, 'outsider');
  const pageC = await logIn(browser, baseURL!, outsider);
  await pageC.goto(`/post/${closingId}`);
  await expect(pageC.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expect(pageC.getByText('Recruitment closed')).toBeVisible();

  // Axe on every changed screen, light and dark, at 1280 and 390 px (and screenshots on request).
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  const shoot = async (page: Page, name: string, theme: string, width: number) => {
    expect(await seriousViolations(page), `${name} (${theme}, ${width})`).toEqual([]);
    if (!SHOTS) return;
    await page.screenshot({
      path: `${SHOTS}/${name}-${width}-${theme}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  };
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      for (const page of [pageA, pageB, pageC]) {
        await page.evaluate((value) => localStorage.setItem('vite-ui-theme', value), theme);
        await page.setViewportSize({ width, height: 900 });
      }
      await pageB.goto(`/post/${decidedId}`);
      await expect(pageB.getByRole('button', { name: 'Rejected' })).toBeDisabled();
      await shoot(pageB, 'post-detail-pending', theme, width);
      await pageC.goto(`/post/${closingId}`);
      await expect(pageC.getByText('Recruitment closed')).toBeVisible();
      await shoot(pageC, 'post-detail-closed', theme, width);
      await pageC.goto(`/post/${thirdId}`);
      await pageC.getByRole('button', { name: 'Connect' }).click();
      await expect(pageC.getByRole('dialog', { name: /^Connect with/ })).toBeVisible();
      await shoot(pageC, 'connect-dialog', theme, width);
      await pageC.keyboard.press('Escape');
      await pageB.goto('/my-applications');
      await expect(myApplication(pageB, third)).toBeVisible();
      await shoot(pageB, 'my-applications', theme, width);
      await pageA.goto(`/myposts/${decidedId}`);
      await expect(card).toBeVisible();
      await shoot(pageA, 'applicants', theme, width);
      await application.getByRole('button', { name: 'Accept' }).click();
      await expect(pageA.getByRole('alertdialog', { name: /^Accept/ })).toBeVisible();
      await shoot(pageA, 'change-decision-confirm', theme, width);
      await pageA.keyboard.press('Escape');
      await pageA.goto('/myposts');
      const open = pageA.getByTestId('my-post-card').filter({ hasText: decided });
      await open.getByRole('button', { name: `Actions for ${decided}` }).click();
      await pageA.getByRole('menuitem', { name: 'Close Recruitment' }).click();
      await expect(pageA.getByRole('alertdialog', { name: 'Close recruitment?' })).toBeVisible();
      await shoot(pageA, 'close-confirm', theme, width);
      await pageA.keyboard.press('Escape');
    }
  }
});
