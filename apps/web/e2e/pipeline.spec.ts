import { expect, test } from '@playwright/test';
import { fullName, gql, logIn, signUp, type SignedUp } from './support/session';
import { shootAll } from './support/shots';
import { scaled } from '../../../scripts/test-timeouts';

// Reviewing applicants as a pipeline (docs/decisions/0050-applicant-pipeline.md): the owner sees
// pending applicants first with how each one's skills meet the post's, sorts them by best match,
// declines one with a reason saved for next time and another with that saved reason, and the
// declined applicant reads the reason on My Applications.

const CREATE = `mutation ($input: PostInput!) { createPost(input: $input) { _id } }`;
const SKILL = `mutation ($input: UserSkillInput!) { createUserSkill(input: $input) { _id } }`;
const APPLY = `mutation ($postId: ID!, $role: String) {
  applyToPost(postId: $postId, role: $role) { _id } }`;

test('the owner reviews applicants by match and declines with a reason the applicant reads', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(scaled(180_000));
  const owner = await signUp(request, 'pipeline-owner');
  const title = `Pipeline journey ${Date.now()}`;
  const postId = (
    await gql<{ createPost: { _id: string } }>(request, owner.token, CREATE, {
      input: {
        title,
        description: 'A study planner for the hackathon weekend.',
        tech_stack: ['TypeScript', 'PostgreSQL'],
        requirements: {
          desired_skills: ['React', 'Figma'],
          desired_roles: ['Frontend', 'Designer'],
          role_seats: [2, 1],
        },
      },
    })
  ).createPost._id;

  // Oldest first: Ana (one of the post's four skills), Ben (three), Cy (none).
  const applicant = async (label: string, skills: string[], role: string) => {
    const member = await signUp(request, label);
    for (const skill_name of skills) {
      await gql(request, member.token, SKILL, {
        input: { skill_name, proficiency_level: 'advanced' },
      });
    }
    await gql(request, member.token, APPLY, { postId, role });
    return member;
  };
  const ana = await applicant('pipeline-ana', ['Figma', 'Blender'], 'Designer');
  const ben = await applicant('pipeline-ben', ['React', 'TypeScript', 'PostgreSQL'], 'Frontend');
  const cy = await applicant('pipeline-cy', ['Cobol'], 'Frontend');

  const pageOwner = await logIn(browser, baseURL!, owner);
  await pageOwner.goto(`/myposts/${postId}`);
  const pending = pageOwner.getByRole('region', { name: /Pending/ });
  const names = (region: typeof pending) =>
    region.getByTestId('applicant-card').getByRole('heading', { level: 3 }).allInnerTexts();
  await expect(pending.getByTestId('applicant-card')).toHaveCount(3);
  expect(await names(pending)).toEqual([fullName(cy), fullName(ben), fullName(ana)]);
  const card = (who: SignedUp) =>
    pageOwner.getByTestId('applicant-card').filter({ hasText: fullName(who) });
  await expect(card(ben)).toContainText('Matches 3 of 4 skills');
  await expect(card(ben)).toContainText('Frontend');
  await expect(card(cy)).toContainText('None of this post');

  // Best match first, kept across a reload.
  const sort = pageOwner.getByRole('group', { name: 'Sort applicants' });
  await sort.getByRole('button', { name: 'Best match' }).click();
  await expect(sort.getByRole('button', { name: 'Best match' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => names(pending)).toEqual([fullName(ben), fullName(ana), fullName(cy)]);
  await pageOwner.reload();
  await expect.poll(() => names(pending)).toEqual([fullName(ben), fullName(ana), fullName(cy)]);
  await shootAll(pageOwner, 'applicants-pipeline');

  // Cy is declined with a reason, saved for next time.
  const reason = 'We went with members who know our stack. Thank you for applying!';
  await card(cy).getByRole('button', { name: 'Reject' }).click();
  const dialog = pageOwner.getByRole('dialog', { name: `Decline ${fullName(cy)}?` });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await dialog.getByRole('checkbox', { name: 'Save this reason for next time' }).check();
  await shootAll(pageOwner, 'applicants-decline-dialog');
  await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(dialog).toBeHidden();
  const declined = pageOwner.getByRole('region', { name: /Declined/ });
  await expect(declined.getByTestId('applicant-card')).toHaveCount(1);
  await expect(pending.getByTestId('applicant-card')).toHaveCount(2);

  // Ana is declined with the saved reason, picked from the list.
  await card(ana).getByRole('button', { name: 'Reject' }).click();
  const again = pageOwner.getByRole('dialog', { name: `Decline ${fullName(ana)}?` });
  await again.getByRole('button', { name: reason, exact: true }).click();
  await expect(again.getByRole('textbox', { name: /Reason/ })).toHaveValue(reason);
  await again.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(declined.getByTestId('applicant-card')).toHaveCount(2);

  // Cy reads the reason.
  const pageCy = await logIn(browser, baseURL!, cy);
  await pageCy.goto('/my-applications');
  const mine = pageCy.getByTestId('my-application-card').filter({ hasText: title });
  await expect(mine).toContainText(reason);
  await shootAll(pageCy, 'my-applications-decline-reason');
});
