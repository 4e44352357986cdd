import { QUOTAS, reportSchema, type ReportSubjectType } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import type { Report } from '../../graphql/generated/resolvers.js';
import { parseWith } from '../../lib/parse.js';
import { assertWithinQuota, type Quota } from '../../lib/quota.js';
import { DAY_MS } from '../../lib/rate-limit.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { loadMessageSeenBy } from '../chat/index.js';
import { requireVisiblePost } from '../posts/index.js';
import { loadUserById } from '../users/index.js';
import { reportsPolicy } from './reports.policy.js';
import { presentReport } from './reports.present.js';
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
  ctx: ServiceContext,
  type: ReportSubjectType,
  id: string,
): Promise<{ id: string; ownerId: string }> {
  switch (type) {
    case 'post': {
      const post = await requireVisiblePost(ctx.db, ctx.viewer, id);
      return { id: post.id, ownerId: post.posted_by };
    }
    case 'user': {
      const user = await loadUserById(ctx, id);
      return { id: user.id, ownerId: user.id };
    }
    case 'message': {
      const message = await loadMessageSeenBy(ctx, id);
      return { id: message.id, ownerId: message.sender_id };
    }
  }
}

/**
 * Reports a post, a member or a message the viewer can see; reporting the same subject again
 * replaces the earlier report. Own subjects are BAD_USER_INPUT; QUOTAS.reportsPerDay applies.
 */
export async function reportContent(ctx: ServiceContext, input: unknown): Promise<Report> {
  const { db, viewer } = ctx;
  const values = parseWith(reportSchema, input);
  const subject = await loadSubject(ctx, values.subject_type, values.subject_id);
  reportsPolicy.authorize(viewer, values.subject_type, { ownerId: subject.ownerId });
  const row = await db.transaction(async (tx) => {
    await assertWithinQuota(tx, repo.reportsSource, viewer.id, REPORTS_QUOTA);
    return repo.upsertReport(tx, viewer.id, { ...values, subject_id: subject.id });
  });
  return presentReport(row);
}

/**
 * Operators (`npm run reports`): the newest `limit` reports with a summary of each subject. Not a
 * member operation (the operator's CLI has no viewer), so it takes the database alone.
 */
export function listLatestReports(db: Database, limit: number) {
  return repo.latestReports(db, limit);
}
