import { APPLICANT_REVIEW } from '@squadup/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildPost, buildSkill, storedApplication } from '../../../test/factories.js';
import { buildMember, type Member } from '../../../test/members.js';
import { applications, users } from '../../db/schema/index.js';
import { MESSAGES } from './applications.policy.js';

// Reviewing applicants as a pipeline: the list comes in status groups (pending first, the
// waitlist after them, then accepted, then declined), newest or best match first within each,
// with how each applicant's skills meet the post's; a decline may carry the owner's reason, which
// the applicant reads; the owner keeps reasons to pick from again.

const APPLY = `mutation($postId: ID!, $role: String) {
  applyToPost(postId: $postId, role: $role) { _id } }`;
const DECIDE = `mutation($id: ID!, $status: Decision!, $reason: String) {
  updateApplicationStatus(applicationId: $id, status: $status, reason: $reason) {
    _id status decline_reason } }`;
const APPLICANTS = `query($postId: ID!, $order: ApplicantOrder) {
  loadApplicationsByPostId(postId: $postId, order: $order) {
    first_name status waitlisted skill_match { matched wanted } } }`;
const MINE = `{ getApplicationsByUser { application { status decline_reason } } }`;
const TEMPLATES = `{ declineTemplates }`;
const SAVE_TEMPLATES = `mutation($templates: [String!]!) { saveDeclineTemplates(templates: $templates) }`;

interface Applicant {
  first_name: string;
  status: string;
  waitlisted: boolean;
  skill_match: { matched: string[]; wanted: number } | null;
}

let app: TestApp;
let owner: Member;
let n = 0;

beforeAll(async () => {
  app = await startTestApp();
  owner = await buildMember(app, { first_name: 'Olga', last_name: 'Owner' });
});
afterAll(() => app.stop());

/** A member with these skills, in this order, who applies to the post. */
async function applicantWith(postId: string, first_name: string, skills: string[], role?: string) {
  const member = await buildMember(app, { first_name, last_name: `Pipe${(n += 1)}` });
  for (const [order, skill_name] of skills.entries()) {
    await buildSkill(app.db, { user_id: member.user.id, skill_name, order });
  }
  const applied = await member.gql(APPLY, { postId, role });
  expect(applied.errors).toBeUndefined();
  return member;
}

const applicationId = async (postId: string, member: Member) =>
  (await storedApplication(app.db, postId, member.user.id)).id;

async function decide(postId: string, member: Member, status: string, reason?: string) {
  return owner.gql<{ updateApplicationStatus: { status: string; decline_reason: string | null } }>(
    DECIDE,
    { id: await applicationId(postId, member), status, reason },
  );
}

async function pipeline(postId: string, order?: string) {
  const result = await owner.gql<{ loadApplicationsByPostId: Applicant[] }>(APPLICANTS, {
    postId,
    order,
  });
  expect(result.errors).toBeUndefined();
  return result.data.loadApplicationsByPostId;
}

describe('the applicants of a post', () => {
  it('come pending first, then the waitlist, accepted and declined; newest or best match first', async () => {
    const post = await buildPost(app.db, {
      posted_by: owner.user.id,
      tech_stack: ['TypeScript', 'PostgreSQL'],
      desired_skills: ['React', 'typescript', 'Figma'],
      desired_roles: ['Design', 'Developer'],
      role_seats: [1, 3],
      when_role_fills: 'waitlist',
    });
    // Oldest first: Ada (2 of the post's skills), Ben (none), Cleo (3), Dan (1), Eve (1).
    const ada = await applicantWith(post.id, 'Ada', ['Go', 'react', 'PostgreSQL'], 'Design');
    const ben = await applicantWith(post.id, 'Ben', ['Cobol'], 'Developer');
    await applicantWith(post.id, 'Cleo', ['Figma', 'TypeScript', 'React'], 'Developer');
    await applicantWith(post.id, 'Dan', ['TypeScript'], 'Developer');
    expect((await decide(post.id, ada, 'accepted')).errors).toBeUndefined();
    expect((await decide(post.id, ben, 'rejected')).errors).toBeUndefined();
    // The Design seat is taken: Eve applies for it onto the waitlist.
    await applicantWith(post.id, 'Eve', ['Figma'], 'Design');

    const newest = await pipeline(post.id);
    expect(newest.map((a) => [a.first_name, a.status, a.waitlisted])).toEqual([
      ['Dan', 'pending', false],
      ['Cleo', 'pending', false],
      ['Eve', 'pending', true],
      ['Ada', 'accepted', false],
      ['Ben', 'rejected', false],
    ]);
    // Four different skills asked for (TypeScript counted once, whatever its case); the
    // applicant's matches in their profile's order and spelling.
    expect(newest.map((a) => [a.first_name, a.skill_match])).toEqual([
      ['Dan', { matched: ['TypeScript'], wanted: 4 }],
      ['Cleo', { matched: ['Figma', 'TypeScript', 'React'], wanted: 4 }],
      ['Eve', { matched: ['Figma'], wanted: 4 }],
      ['Ada', { matched: ['react', 'PostgreSQL'], wanted: 4 }],
      ['Ben', { matched: [], wanted: 4 }],
    ]);

    const best = await pipeline(post.id, 'BEST_MATCH');
    expect(best.map((a) => a.first_name)).toEqual(['Cleo', 'Dan', 'Eve', 'Ada', 'Ben']);
  });
});

describe('declining with a reason', () => {
  it('reaches the applicant, goes with a decline only, and an accept later clears it', async () => {
    const post = await buildPost(app.db, { posted_by: owner.user.id, desired_roles: [] });
    const sam = await applicantWith(post.id, 'Sam', ['React']);
    const reason = 'We went with someone closer to our time zone. Thank you!';

    const notWithAccept = await decide(post.id, sam, 'accepted', reason);
    expect(notWithAccept.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(notWithAccept.errors?.[0]?.message).toBe(MESSAGES.reasonNotDecline);
    const tooLong = await decide(
      post.id,
      sam,
      'rejected',
      'x'.repeat(APPLICANT_REVIEW.declineReasonMax + 1),
    );
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Neither changed anything.
    expect((await storedApplication(app.db, post.id, sam.user.id)).status).toBe('pending');

    const declined = await decide(post.id, sam, 'rejected', `  ${reason}  `);
    expect(declined.data?.updateApplicationStatus).toEqual(
      expect.objectContaining({ status: 'rejected', decline_reason: reason }),
    );
    const mine = await sam.gql<{
      getApplicationsByUser: { application: { status: string; decline_reason: string } }[];
    }>(MINE);
    expect(mine.data.getApplicationsByUser[0]!.application).toEqual({
      status: 'rejected',
      decline_reason: reason,
    });

    // A reason given after the decline replaces the first; the applicant is not told twice.
    await decide(post.id, sam, 'rejected', 'Another reason.');
    const row = await storedApplication(app.db, post.id, sam.user.id);
    expect(row.decline_reason).toBe('Another reason.');

    await decide(post.id, sam, 'accepted');
    expect((await storedApplication(app.db, post.id, sam.user.id)).decline_reason).toBeNull();
  });

  it('is refused to anyone but the post owner', async () => {
    const post = await buildPost(app.db, { posted_by: owner.user.id, desired_roles: [] });
    const sam = await applicantWith(post.id, 'Sam', []);
    const other = await buildMember(app, { first_name: 'Otto' });
    const refused = await other.gql(DECIDE, {
      id: await applicationId(post.id, sam),
      status: 'rejected',
      reason: 'Not you.',
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [row] = await app.db
      .select()
      .from(applications)
      .where(eq(applications.id, await applicationId(post.id, sam)));
    expect(row).toEqual(expect.objectContaining({ status: 'pending', decline_reason: null }));
  });
});

describe('saved reasons', () => {
  it('are the member’s own, kept once each, and within the limit', async () => {
    const other = await buildMember(app, { first_name: 'Otto' });
    const saved = await owner.gql<{ saveDeclineTemplates: string[] }>(SAVE_TEMPLATES, {
      templates: [
        ' The roles are filled. ',
        '',
        'Not a fit for this stack.',
        'The roles are filled.',
      ],
    });
    expect(saved.data?.saveDeclineTemplates).toEqual([
      'The roles are filled.',
      'Not a fit for this stack.',
    ]);
    expect((await owner.gql<{ declineTemplates: string[] }>(TEMPLATES)).data).toEqual({
      declineTemplates: ['The roles are filled.', 'Not a fit for this stack.'],
    });
    expect((await other.gql(TEMPLATES)).data).toEqual({ declineTemplates: [] });

    const tooMany = Array.from(
      { length: APPLICANT_REVIEW.declineTemplatesMax + 1 },
      (_, i) => `Reason ${i}`,
    );
    const refused = await owner.gql(SAVE_TEMPLATES, { templates: tooMany });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const [row] = await app.db
      .select({ templates: users.decline_templates })
      .from(users)
      .where(eq(users.id, owner.user.id));
    expect(row!.templates).toEqual(['The roles are filled.', 'Not a fit for this stack.']);
  });
});
