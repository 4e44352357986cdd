import { QUOTAS } from '@squadup/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { memberActionSource, recordMemberAction } from '../../lib/member-actions.js';
import { assertWithinQuota, type Quota } from '../../lib/quota.js';
import { DAY_MS } from '../../lib/rate-limit.js';

interface MemberRows {
  /** The columns that name the member: a row is theirs when one of them does. */
  by: readonly string[];
  /** Columns left out (secrets, which are no one's data). */
  omit?: readonly string[];
  /** Rows of theirs left out all the same (`t` is the table), for someone else's privacy. */
  hidden?: (memberId: string) => SQL;
}

/**
 * Where a member's own rows are: each table that references members, by the columns that name
 * the member. The export reads every row where one of those columns is the member.
 * data-export.test.ts lists the database's columns that reference members and fails on one that
 * is neither here nor in NOT_EXPORTED.
 */
export const MEMBER_DATA: Readonly<Record<string, MemberRows>> = {
  users: { by: ['id'], omit: ['password_hash', 'session_version'] },
  achievements: { by: ['user_id'] },
  activities: { by: ['recipient_id', 'actor_id'] },
  applications: { by: ['applicant_id'] },
  chat_members: { by: ['user_id'] },
  chat_reads: { by: ['user_id'] },
  chats: { by: ['user_low_id', 'user_high_id', 'opened_by'] },
  connections: {
    by: ['requester_user_id', 'addressee_user_id'],
    // A block is a connection row of the blocker's; the blocked member does not learn of it.
    hidden: (memberId) => sql`t.status = 'blocked' and t.addressee_user_id = ${memberId}`,
  },
  educations: { by: ['user_id'] },
  event_announcements: { by: ['author_id'] },
  event_proposal_members: { by: ['user_id'] },
  event_registrations: { by: ['user_id'] },
  events: { by: ['organiser_id'] },
  experiences: { by: ['user_id'] },
  member_actions: { by: ['user_id'] },
  messages: { by: ['sender_id'] },
  notification_settings: { by: ['user_id'] },
  oauth_accounts: { by: ['user_id'] },
  post_views: { by: ['user_id'] },
  posts: { by: ['posted_by'] },
  reports: { by: ['reporter_id'] },
  saved_posts: { by: ['user_id'] },
  squad_files: { by: ['added_by'] },
  squad_history: { by: ['actor_id'] },
  squad_links: { by: ['added_by'] },
  squad_members: { by: ['user_id'] },
  squad_spaces: { by: ['pinned_by'] },
  squad_tasks: { by: ['created_by', 'assignee_id'] },
  user_blocks: { by: ['blocker_id'] },
  user_projects: { by: ['user_id'] },
  user_skills: { by: ['user_id'] },
};

/** Columns that reference members whose rows the export leaves out (`table.column`), and why. */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  'user_blocks.blocked_id':
    'who blocked the member is the blocker’s to keep (so are blocked connections)',
  'moderation_actions.operator_id': 'an operator’s work log, about other members',
  'reports.resolved_by': 'an operator’s work log, about other members’ reports',
  'email_verification_tokens.user_id': 'hashed one-time secrets, no data of the member',
  'password_reset_tokens.user_id': 'hashed one-time secrets, no data of the member',
  'refresh_tokens.user_id': 'hashed session secrets, no data of the member',
  'upload_grants.user_id': 'short-lived signed upload permissions',
  'mail_marks.user_id': 'the mail jobs’ bookkeeping (what was last mailed when)',
  'outbox_mails.recipient_id':
    'mails waiting to be sent hold sign-in links; the member has the mails',
};

export interface MemberDataExport {
  format: 'squadup-data-export/1';
  exported_at: string;
  member_id: string;
  /** Each table's rows of the member's, as the database holds them (secrets left out). */
  tables: Record<string, unknown[]>;
}

/**
 * Everything the database holds of one member, table by table: what "Download my data" gives.
 * One statement per table, each served by the index on its member column.
 */
export async function exportMemberData(db: Database, memberId: string): Promise<MemberDataExport> {
  const tables: Record<string, unknown[]> = {};
  for (const [table, { by, omit = [], hidden }] of Object.entries(MEMBER_DATA)) {
    // Names from the constant above, never from a request.
    const named = sql.join(
      by.map((column) => sql`t.${sql.identifier(column)} = ${memberId}`),
      sql` or `,
    );
    const matches = hidden ? sql`(${named}) and not (${hidden(memberId)})` : named;
    const [row] = await selectRows<{ rows: unknown[] }>(
      db,
      sql`select coalesce(jsonb_agg(to_jsonb(t) - ${sql.param([...omit])}::text[]), '[]'::jsonb) as rows
        from ${sql.identifier(table)} t where ${matches}`,
    );
    tables[table] = row?.rows ?? [];
  }
  return {
    format: 'squadup-data-export/1',
    exported_at: new Date().toISOString(),
    member_id: memberId,
    tables,
  };
}

const EXPORT_QUOTA: Quota = {
  limit: QUOTAS.dataExportsPerDay,
  windowMs: DAY_MS,
  message: `You can download your data ${QUOTAS.dataExportsPerDay} times a day.`,
};

/**
 * GET /v1/account/export: the member's archive, at most QUOTAS.dataExportsPerDay a day (each one
 * reads every table of theirs).
 */
export async function downloadMemberData(
  db: Database,
  memberId: string,
): Promise<MemberDataExport> {
  await db.transaction(async (tx) => {
    await assertWithinQuota(tx, memberActionSource('data_export'), memberId, EXPORT_QUOTA);
    await recordMemberAction(tx, memberId, ['data_export']);
  });
  return exportMemberData(db, memberId);
}
