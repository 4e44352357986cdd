import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { shootAll } from './support/shots';
import { bell, bellCount, fullName, gql, logIn, region, signUp } from './support/session';
import { scaled } from '../../../scripts/test-timeouts';

// The squad workspace (docs/decisions/0054), in two browser contexts in two time zones: the owner
// pins an announcement, adds a link, sets the meeting and a task for the member; the member sees
// each live, ticks the task, shares a PDF and mentions the owner in the squad chat; the owner's
// bell counts the mention and the history tells what happened.

const CREATE = `mutation ($input: PostInput!) { createPost(input: $input) { _id } }`;
const APPLY = `mutation ($postId: ID!) { applyToPost(postId: $postId) { _id } }`;
const DECIDE = `mutation ($id: ID!, $status: Decision!) {
  updateApplicationStatus(applicationId: $id, status: $status) { _id } }`;

const DESKTOP = { width: 1280, height: 800 };

test('the owner keeps the plan; the member sees it live, ticks, shares a PDF and mentions the owner', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(240_000));
  const owner = await signUp(request, 'space-owner', { first_name: 'Odile' });
  const member = await signUp(request, 'space-member', { first_name: 'Mika' });
  const title = `Workspace journey ${Date.now()}`;
  const created = await gql<{ createPost: { _id: string } }>(request, owner.token, CREATE, {
    input: { title, description: 'A kiosk that lends umbrellas.' },
  });
  const postId = created.createPost._id;
  const applied = await gql<{ applyToPost: { _id: string } }>(request, member.token, APPLY, {
    postId,
  });
  await gql(request, owner.token, DECIDE, { id: applied.applyToPost._id, status: 'accepted' });

  // The owner reaches the squad from the main navigation; each reads the time in their own zone.
  const pageOwner = await logIn(browser, baseURL!, owner, DESKTOP, 'Europe/Berlin');
  await pageOwner
    .getByRole('navigation', { name: 'Main' })
    .first()
    .getByRole('link', { name: 'My Squads' })
    .click();
  await expect(pageOwner).toHaveURL(/\/squads$/);
  // The address changes before the screen does: Discover's cards (which name the post too) stay
  // until My Squads has loaded.
  await expect(pageOwner.getByRole('heading', { level: 1, name: 'My Squads' })).toBeVisible();
  await pageOwner.getByRole('link', { name: title }).click();
  await expect(pageOwner).toHaveURL(new RegExp(`/squads/${postId}$`));
  const pageMember = await logIn(browser, baseURL!, member, DESKTOP, 'America/New_York');
  await pageMember.goto(`/squads/${postId}`);

  // A new squad chat opens on its first line, with no end marker above it.
  const ownerLog = pageOwner.getByRole('log', { name: 'Messages' });
  await expect(ownerLog.getByText(`${fullName(member)} joined the squad`)).toBeVisible();
  await expect(ownerLog.getByText('No more messages')).toHaveCount(0);
  // The member may not edit the announcement, links or meeting; tasks and files are theirs too.
  await expect(region(pageMember, 'Announcement')).toContainText('Nothing pinned yet.');
  await expect(pageMember.getByRole('button', { name: 'Pin a note' })).toHaveCount(0);
  await expect(pageMember.getByRole('button', { name: 'Add link' })).toHaveCount(0);
  await expect(pageMember.getByRole('button', { name: 'Set meeting' })).toHaveCount(0);
  // The bell already counts the member's application (read once the counters have arrived).
  await expect.poll(() => bellCount(pageOwner)).toBeGreaterThan(0);
  const bellBefore = await bellCount(pageOwner);

  // The owner pins an announcement: the member sees it without a reload.
  await pageOwner.getByRole('button', { name: 'Pin a note' }).click();
  await pageOwner.getByRole('textbox', { name: 'Announcement' }).fill('Demo day is Friday at six.');
  await pageOwner.getByRole('button', { name: 'Save' }).click();
  await expect(region(pageOwner, 'Announcement')).toContainText('Pinned by');
  await expect(region(pageMember, 'Announcement')).toContainText('Demo day is Friday at six.');

  // A link, opening in a new tab.
  await pageOwner.getByRole('button', { name: 'Add link' }).click();
  const linkForm = pageOwner.getByRole('form', { name: 'Add a link' });
  await linkForm.getByLabel('Title').fill('Repository');
  await linkForm.getByLabel('URL').fill('https://github.com/squadup/umbrellas');
  await linkForm.getByRole('button', { name: 'Add link' }).click();
  const memberLink = region(pageMember, 'Links').getByRole('link', { name: /^Repository/ });
  await expect(memberLink).toHaveAttribute('href', 'https://github.com/squadup/umbrellas');
  await expect(memberLink).toHaveAttribute('target', '_blank');
  await expect(memberLink).toHaveAttribute('rel', 'noopener noreferrer');

  // The meeting, set at 18:30 in Berlin, reads 12:30 in New York.
  await pageOwner.getByRole('button', { name: 'Set meeting' }).click();
  await pageOwner.getByLabel('Date and time').fill('2030-03-06T18:30');
  await pageOwner.getByLabel(/^Note/).fill('Call on Jitsi');
  await pageOwner.getByRole('button', { name: 'Save' }).click();
  await expect(pageOwner.getByTestId('meeting')).toContainText(
    'Wed 6 Mar 2030, 18:30 (Europe/Berlin)',
  );
  await expect(pageMember.getByTestId('meeting')).toContainText(
    'Wed 6 Mar 2030, 12:30 (America/New_York)',
  );
  await expect(pageMember.getByTestId('meeting')).toContainText('Call on Jitsi');

  // A task for the member.
  const taskForm = pageOwner.getByRole('form', { name: 'Add a task' });
  await taskForm.getByLabel('New task').fill('Design the logo');
  await taskForm.getByLabel(/^For/).selectOption({ label: fullName(member) });
  await taskForm.getByRole('button', { name: 'Add task' }).click();
  const memberTask = pageMember.getByRole('checkbox', { name: 'Design the logo' });
  await expect(memberTask).not.toBeChecked();
  await expect(
    pageMember.getByRole('combobox', { name: 'Assignee for Design the logo' }),
  ).toHaveValue(member.id);

  // The member ticks it; the owner sees it ticked.
  await memberTask.check();
  await expect(pageOwner.getByRole('checkbox', { name: 'Design the logo' })).toBeChecked();
  await expect(region(pageOwner, 'Tasks')).toContainText('1 of 1 done');

  // The member shares a small PDF.
  await pageMember.getByLabel('Upload file').setInputFiles({
    name: 'plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  const ownerFile = region(pageOwner, 'Files').getByRole('link', { name: /^plan\.pdf/ });
  await expect(ownerFile).toBeVisible();
  await expect(region(pageOwner, 'Files')).toContainText(fullName(member));

  // The member mentions the owner, picked from the composer's list.
  const composer = pageMember.getByRole('textbox', { name: 'Type a message…' });
  await composer.pressSequentially('@Od');
  const suggestions = pageMember.getByRole('listbox', { name: 'Mention a member' });
  // The owner only: the member does not mention themself.
  await expect(suggestions.getByRole('option')).toHaveCount(1);
  await expect(suggestions.getByRole('option')).toContainText(`${fullName(owner)}@Odile`);
  await composer.press('Enter');
  await expect(composer).toHaveValue('@Odile ');
  await composer.pressSequentially('ready');
  await composer.press('Enter');
  const mention = ownerLog.getByTestId('mention');
  await expect(mention).toHaveText('@Odile (you)');
  await expect(mention).toHaveAttribute('data-self', 'true');
  await expect(bell(pageOwner, bellBefore + 1)).toBeVisible();

  // The history tells what changed, newest first.
  const history = region(pageOwner, 'History');
  await history.getByRole('button', { name: /^Show all/ }).click();
  const lines = history.getByRole('listitem');
  await expect(lines.first()).toContainText(`${fullName(member)} shared the file “plan.pdf”`);
  await expect(history).toContainText(`${fullName(member)} ticked “Design the logo”`);
  await expect(history).toContainText(
    `${fullName(owner)} added the task “Design the logo” for Mika`,
  );
  await expect(history).toContainText(`${fullName(owner)} set the next meeting`);
  await expect(history).toContainText(`${fullName(owner)} added the link “Repository”`);
  await expect(lines.last()).toContainText(`${fullName(owner)} pinned an announcement`);

  // Both screens pass axe at both widths in both themes; the member's phone shows the chat tab.
  for (const page of [pageOwner, pageMember]) await page.evaluate(() => window.scrollTo(0, 0));
  await shootAll(pageOwner, 'squad-workspace-owner');
  await shootAll(pageMember, 'squad-workspace-member');
  await pageMember.setViewportSize({ width: 390, height: 844 });
  await pageMember.getByRole('tab', { name: 'Chat' }).click();
  await expect(pageMember.getByRole('textbox', { name: 'Type a message…' })).toBeInViewport();
  const shots = process.env.E2E_SHOTS_DIR;
  if (shots) {
    mkdirSync(shots, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      await pageMember.evaluate((value) => {
        document.documentElement.classList.remove('light', 'dark');
        document.documentElement.classList.add(value);
      }, theme);
      await pageMember.screenshot({
        path: `${shots}/squad-chat-tab-390-${theme}.png`,
        animations: 'disabled',
      });
    }
  }
});
