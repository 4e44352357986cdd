import { applyMessageSchema, searchSchema } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { badInput, conflict, forbidden, notFound } from '../../errors.js';
import type { ViewerRef } from '../../graphql/context.js';
import type { Application, ApplicationWithPost, Post } from '../../graphql/generated/resolvers.js';
import { isUuid } from '../../lib/ids.js';
import { containsPattern } from '../../lib/like.js';
import { LONG_LIST_LIMIT, pageOf, type PageArgs } from '../../lib/paging.js';
import { parseWith } from '../../lib/parse.js';
import { connectionStatesFor } from '../connections/index.js';
import * as posts from '../posts/index.js';
import * as policy from './applications.policy.js';
import * as repo from './applications.repo.js';
import { iso } from '../../lib/dates.js';

const { MESSAGES } = policy;
const applicationNotFound = () => notFound(MESSAGES.notFound);

/**
 * Applicant-view applications with their top skills and the viewer's connection to each
 * applicant (one statement each for the whole list) and `post`.
 */
async function presentApplicants(
  db: Database,
  viewer: ViewerRef,
  rows: repo.ApplicantRow[],
  post: Post | null,
): Promise<Application[]> {
  const applicantIds = [...new Set(rows.map((r) => r.applicant_id))];
  const [skills, states] = await Promise.all([
    repo.topSkillsOf(db, applicantIds),
    connectionStatesFor(db, viewer.id, applicantIds),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    post_id: row.post_id,
    applicant_id: row.applicant_id,
    message: row.message,
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    post,
    first_name: row.first_name,
    last_name: row.last_name,
    photo: row.photo,
    location_id: row.location_id,
    title: row.title,
    bio: row.bio,
    is_connection: states.get(row.applicant_id)!.status,
    chat_id: states.get(row.applicant_id)!.chat_id,
    top_skills: skills
      .filter((s) => s.user_id === row.applicant_id)
      .map((s) => ({
        _id: s.id,
        user_id: s.user_id,
        skill_name: s.skill_name,
        proficiency_level: s.proficiency_level,
        years_experience: s.years_experience,
        is_top: s.is_top,
        order: s.order,
        created_at: iso(s.created_at),
        updated_at: iso(s.updated_at),
      })),
  }));
}

/** One application as a mutation returns it (applicant view and the post as the viewer sees it). */
async function loadApplicationView(db: Database, viewer: ViewerRef, id: string) {
  const row = await repo.findApplicantView(db, id);
  if (!row) throw applicationNotFound();
  const post = await posts.loadPostById(db, viewer, row.post_id);
  const [application] = await presentApplicants(db, viewer, [row], post);
  return application!;
}

/**
 * The application, or NOT_FOUND when missing, malformed, or its applicant and the post's author
 * blocked each other: then it is gone for both (My Applications and the applicants hide it too).
 */
async function requireApplication(db: Database, id: string) {
  if (!isUuid(id)) throw applicationNotFound();
  const application = await repo.findVisibleApplication(db, id);
  if (!application) throw applicationNotFound();
  return application;
}

/**
 * Applies (or re-applies after a withdrawal). In one transaction with the post row locked:
 * own post FORBIDDEN, closed post CONFLICT, an application that is not withdrawn CONFLICT;
 * then applications_count + 1.
 */
export async function applyToPost(
  db: Database,
  viewer: ViewerRef,
  postId: string,
  message: string | null | undefined,
): Promise<Application> {
  const text = parseWith(applyMessageSchema, message);
  await posts.requireVisiblePost(db, viewer, postId);
  const applicationId = await db.transaction(async (tx) => {
    const post = await posts.requirePostForUpdate(tx, postId);
    if (!policy.canApplyTo(viewer, post)) throw forbidden(MESSAGES.ownPost);
    if (!policy.isAcceptingApplications(post)) throw conflict(MESSAGES.closed);
    const row = await repo.applyOrReapply(tx, postId, viewer.id, text);
    if (!row) throw conflict(MESSAGES.alreadyApplied);
    await repo.addToApplicationsCount(tx, postId, 1);
    return row.id;
  });
  return loadApplicationView(db, viewer, applicationId);
}

/**
 * The applicant withdraws a pending application (applications_count − 1); withdrawing again
 * changes nothing; a decided one is CONFLICT (also when the decision lands first in a race).
 */
export async function cancelApplyToPost(db: Database, viewer: ViewerRef, applicationId: string) {
  const application = await requireApplication(db, applicationId);
  if (!policy.canWithdraw(viewer, application)) throw forbidden(MESSAGES.notApplicant);
  if (!policy.isWithdrawable(application)) throw conflict(MESSAGES.decided(application.status));
  await db.transaction(async (tx) => {
    const withdrawn = await repo.withdraw(tx, applicationId);
    if (withdrawn) {
      await repo.addToApplicationsCount(tx, withdrawn.post_id, -1);
      return;
    }
    const now = await repo.findApplication(tx, applicationId);
    if (now && !policy.isWithdrawable(now)) throw conflict(MESSAGES.decided(now.status));
  });
  return loadApplicationView(db, viewer, applicationId);
}

/** The post's owner accepts or rejects an application that is not withdrawn. */
export async function updateApplicationStatus(
  db: Database,
  viewer: ViewerRef,
  applicationId: string,
  status: string,
) {
  const application = await requireApplication(db, applicationId);
  const post = await posts.requirePost(db, application.post_id);
  if (!policy.canDecide(viewer, post)) throw forbidden(MESSAGES.notOwner);
  if (!policy.isDecision(status)) throw badInput(MESSAGES.notDecision);
  if (!policy.isDecidable(application)) throw conflict(MESSAGES.withdrawn);
  const decided = await repo.decide(db, applicationId, status);
  if (!decided) throw conflict(MESSAGES.withdrawn);
  return loadApplicationView(db, viewer, applicationId);
}

/** The post's applicants (not withdrawn, none blocked either way), newest first: owner only. */
export async function loadApplicationsByPostId(
  db: Database,
  viewer: ViewerRef,
  postId: string,
  args: PageArgs,
) {
  const post = await posts.requireVisiblePost(db, viewer, postId);
  if (!policy.canDecide(viewer, post)) throw forbidden(MESSAGES.notOwner);
  const paging = pageOf(args, LONG_LIST_LIMIT);
  const rows = await repo.listApplicantsOfPost(db, post, paging);
  if (rows.length === 0) return [];
  return presentApplicants(db, viewer, rows, await posts.loadPostById(db, viewer, postId));
}

async function viewerApplications(
  db: Database,
  viewer: ViewerRef,
  titleLike: string | null,
  args: PageArgs,
): Promise<ApplicationWithPost[]> {
  const paging = pageOf(args, LONG_LIST_LIMIT);
  const rows = await posts.appliedPostRows(db, viewer, titleLike, paging);
  return rows.map((row) => {
    const post = posts.presentPost(row, viewer.id);
    const application = { ...post.my_application!, post };
    return { post, application };
  });
}

/** The viewer's applications (every status), newest first. */
export function getApplicationsByUser(db: Database, viewer: ViewerRef, args: PageArgs) {
  return viewerApplications(db, viewer, null, args);
}

/** The viewer's applications whose post title contains `search` (case-insensitive). */
export function searchMyApplications(
  db: Database,
  viewer: ViewerRef,
  search: string,
  args: PageArgs,
) {
  const text = parseWith(searchSchema, search);
  if (text === '') return getApplicationsByUser(db, viewer, args);
  const titleLike = containsPattern(text);
  return viewerApplications(db, viewer, titleLike, args);
}
