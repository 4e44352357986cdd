import { QUOTAS, reportSchema, type ReportSubjectType } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { badInput } from '../../errors.js';
import type { ViewerRef } from '../../graphql/context.js';
import type { Report } from '../../graphql/generated/resolvers.js';
import { assertWithinQuota, type Quota } from '../../lib/quota.js';
import { DAY_MS } from '../../lib/rate-limit.js';
import { loadMessageSeenBy } from '../chat/index.js';
import { parseWith } from '../../lib/parse.js';
import { requireVisiblePost } from '../posts/index.js';
import { loadUserById } from '../users/index.js';
import * as policy from './reports.policy.js';
import * as repo from './reports.repo.js';

const REPORTS_QUOTA: Quota = {
  limit: QUOTAS.reportsPerDay,
  windowMs: DAY_MS,
  message: `You can send ${QUOTAS.reportsPerDay} reports a day.`,
};

/**
 * The subject as the reporter sees it, through the module that owns it (NOT_FOUND when missing
 * or hidden from them, e.g. by a block): its canonical id and whose it is.
 */
async function loadSubject(
  db: Database,
  viewer: ViewerRef,
  type: ReportSubjectType,
  id: string,
): Promise<{ id: string; ownerId: string }> {
  switch (type) {
    case 'post': {
      const post = await requireVisiblePost(db, viewer, id);
      return { id: post.id, ownerId: post.posted_by };
    }
    case 'user': {
      const user = await loadUserById(db, viewer, id);
      return { id: user._id, ownerId: user._id };
    }
    case 'message': {
      const message = await loadMessageSeenBy(db, viewer, id);
      return { id: message.id, ownerId: message.sender_id };
    }
  }
}

/**
 * Reports a post, a member or a message the viewer can see; reporting the same subject again
 * replaces the earlier report. Own subjects are BAD_USER_INPUT; QUOTAS.reportsPerDay applies.
 */
export async function reportContent(db: Database, viewer: ViewerRef, input: unknown) {
  const values = parseWith(reportSchema, input);
  const subject = await loadSubject(db, viewer, values.subject_type, values.subject_id);
  if (policy.isOwnSubject(viewer, subject.ownerId))
    throw badInput(policy.MESSAGES.own[values.subject_type]);
  const row = await db.transaction(async (tx) => {
    await assertWithinQuota(tx, repo.reportsSource, viewer.id, REPORTS_QUOTA);
    return repo.upsertReport(tx, viewer.id, { ...values, subject_id: subject.id });
  });
  const report: Report = {
    _id: row.id,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    reason: row.reason as Report['reason'],
    details: row.details,
    created_at: row.created_at.toISOString(),
  };
  return report;
}

/** Operators (`npm run reports`): the newest `limit` reports with a summary of each subject. */
export function listLatestReports(db: Database, limit: number) {
  return repo.latestReports(db, limit);
}
