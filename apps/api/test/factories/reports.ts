import type { Database } from '../../src/db/client.js';
import { reports, type ReportRow } from '../../src/db/schema/index.js';
import { buildPost } from './posts.js';
import { userIdOr } from './users.js';

/** A member's report (of a new post unless `subject_type`/`subject_id` name another subject). */
export async function buildReport(
  db: Database,
  overrides: Partial<typeof reports.$inferInsert> = {},
): Promise<ReportRow> {
  const [row] = await db
    .insert(reports)
    .values({
      reason: 'spam',
      subject_type: 'post',
      ...overrides,
      reporter_id: await userIdOr(db, overrides.reporter_id),
      subject_id: overrides.subject_id ?? (await buildPost(db)).id,
    })
    .returning();
  return row!;
}
