import { sql } from 'drizzle-orm';
import type { ReportValues } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { reports, type ReportRow } from '../../db/schema/index.js';

// Drizzle only: no decisions here.

/**
 * Where the daily report quota counts: the member's reports by time. Served by the
 * (reporter_id, subject_type, subject_id) unique index's reporter prefix.
 */
export const reportsSource = {
  table: reports,
  member: reports.reporter_id,
  at: reports.created_at,
};

/**
 * Files the report, or replaces the reporter's earlier report of the same subject (the unique
 * reporter + subject index decides, also in a race); `created_at` moves to now and a resolved
 * report opens again, so an operator sees it among the newest open ones.
 */
export async function upsertReport(
  db: Database,
  reporterId: string,
  values: ReportValues,
): Promise<ReportRow> {
  const [row] = await db
    .insert(reports)
    .values({ reporter_id: reporterId, ...values })
    .onConflictDoUpdate({
      target: [reports.reporter_id, reports.subject_type, reports.subject_id],
      // A resolved report filed again is open again: the operator has something new to look at.
      set: {
        reason: values.reason,
        details: values.details,
        created_at: sql`now()`,
        status: 'open',
        resolved_at: null,
        resolved_by: null,
      },
    })
    .returning();
  return row!;
}

export interface ReportListRow {
  id: string;
  created_at: Date | string;
  reporter_email: string;
  subject_type: 'post' | 'user' | 'message';
  subject_id: string;
  /** Post title, member name or message text; null when the subject is gone. */
  subject_text: string | null;
  reason: string;
  details: string | null;
  status: 'open' | 'resolved';
}

/**
 * The newest reports with what an operator needs to judge them, in one statement (operator
 * tooling: it reads the subjects' tables directly instead of asking three services per row).
 */
export function latestReports(db: Database, limit: number): Promise<ReportListRow[]> {
  return selectRows<ReportListRow>(
    db,
    sql`select r.id, r.created_at, u.email as reporter_email, r.subject_type, r.subject_id,
        r.reason, r.details, r.status,
        case r.subject_type
          when 'post' then p.title
          when 'user' then nullif(trim(concat_ws(' ', m.first_name, m.last_name)), '')
          when 'message' then msg.content
        end as subject_text
      from reports r
      join users u on u.id = r.reporter_id
      left join posts p on r.subject_type = 'post' and p.id = r.subject_id
      left join users m on r.subject_type = 'user' and m.id = r.subject_id
      left join messages msg on r.subject_type = 'message' and msg.id = r.subject_id
      order by r.created_at desc, r.id desc
      limit ${limit}`,
  );
}
