import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ReportSubjectType } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import {
  messages,
  moderationActions,
  posts,
  reports,
  users,
  type MessageRow,
  type PostRow,
  type ReportRow,
  type User,
} from '../../db/schema/index.js';
import type { Page } from '../../lib/paging.js';

// Drizzle only: no decisions here. Operator tooling reads the subjects' tables directly (as the
// reports CLI does) instead of asking each owning module per row: every list is a bounded number
// of statements, whatever its length.

export async function roleOf(db: Database, userId: string) {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.role ?? null;
}

/**
 * One page of reports of a status, newest first, optionally of one kind of subject: served by
 * reports_status_created_at_idx, or reports_status_kind_created_at_idx with a kind.
 */
export function reportsPage(
  db: Database,
  status: 'open' | 'resolved',
  subjectType: ReportSubjectType | null,
  { limit, offset }: Page,
): Promise<ReportRow[]> {
  return db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.status, status),
        subjectType ? eq(reports.subject_type, subjectType) : undefined,
      ),
    )
    .orderBy(desc(reports.created_at), desc(reports.id))
    .limit(limit)
    .offset(offset);
}

export async function countOpenReports(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(eq(reports.status, 'open'));
  return row?.n ?? 0;
}

export async function findReport(db: Database, id: string, forUpdate = false) {
  const query = db.select().from(reports).where(eq(reports.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export function postsByIds(db: Database, ids: readonly string[]): Promise<PostRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(posts)
    .where(inArray(posts.id, [...ids]));
}

export function usersByIds(db: Database, ids: readonly string[]): Promise<User[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/** A message of a chat with the id of the reported message it is shown around. */
export type NeighbourRow = MessageRow & { around_id: string };

/**
 * Each message of `ids` with up to `each` messages before and after it in its chat, in ONE
 * statement (two index walks per message on (chat_id, id)); oldest first per reported message.
 */
export async function messagesAround(
  db: Database,
  ids: readonly string[],
  each: number,
): Promise<NeighbourRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select n.*, t.id as around_id from messages t
      cross join lateral (
        (select * from messages m where m.chat_id = t.chat_id and m.id < t.id
          order by m.id desc limit ${each})
        union all
        (select * from messages m where m.chat_id = t.chat_id and m.id >= t.id
          order by m.id limit ${each + 1})
      ) n
      where t.id = any(${sql.param([...ids])}::uuid[])
      order by t.id, n.id`,
  );
  // Raw SQL answers timestamps as strings on some drivers: the presenters want MessageRow's Dates.
  const date = (value: unknown) => (value === null ? null : new Date(value as string | Date));
  return rows.map((row) => ({
    ...(row as unknown as NeighbourRow),
    created_at: date(row.created_at)!,
    updated_at: date(row.updated_at)!,
    edited_at: date(row.edited_at),
    hidden_at: date(row.hidden_at),
  }));
}

export async function lockPost(db: Database, id: string) {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).for('update');
  return row;
}

export async function lockMessage(db: Database, id: string) {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).for('update');
  return row;
}

export async function lockUser(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('no key update');
  return row;
}

/** Hides the post with the reason (or shows it again with null); `updated_at` is left alone. */
export async function setPostHidden(db: Database, id: string, reason: string | null) {
  const [row] = await db
    .update(posts)
    .set({
      hidden_at: reason === null ? null : sql`now()`,
      hidden_reason: reason,
      updated_at: sql`${posts.updated_at}`,
    })
    .where(eq(posts.id, id))
    .returning();
  return row!;
}

export async function setMessageHidden(db: Database, id: string, reason: string | null) {
  const [row] = await db
    .update(messages)
    .set({
      hidden_at: reason === null ? null : sql`now()`,
      hidden_reason: reason,
      updated_at: sql`${messages.updated_at}`,
    })
    .where(eq(messages.id, id))
    .returning();
  return row!;
}

/** Suspends the member until `until` (null: for good), or lifts it with `null`. */
export async function setSuspension(
  db: Database,
  id: string,
  suspension: { until: Date | null; reason: string } | null,
) {
  const [row] = await db
    .update(users)
    .set(
      suspension
        ? {
            suspended_at: sql`now()`,
            suspended_until: suspension.until,
            suspension_reason: suspension.reason,
          }
        : { suspended_at: null, suspended_until: null, suspension_reason: null },
    )
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function insertAction(db: Database, values: typeof moderationActions.$inferInsert) {
  const [row] = await db.insert(moderationActions).values(values).returning();
  return row!;
}

/**
 * Resolves, by `operatorId`, the open reports about the subject (reports_subject_idx) and the one
 * report `reportId` if it is open: who reported each, for their notice.
 */
export function resolveReports(
  db: Database,
  operatorId: string,
  target: { subject?: { type: ReportSubjectType; id: string }; reportId?: string | null },
): Promise<{ id: string; reporter_id: string }[]> {
  const bySubject = target.subject
    ? sql`(${reports.subject_type} = ${target.subject.type} and ${reports.subject_id} = ${target.subject.id})`
    : sql`false`;
  const byId = target.reportId ? sql`${reports.id} = ${target.reportId}` : sql`false`;
  return db
    .update(reports)
    .set({ status: 'resolved', resolved_at: sql`now()`, resolved_by: operatorId })
    .where(and(eq(reports.status, 'open'), sql`(${bySubject} or ${byId})`))
    .returning({ id: reports.id, reporter_id: reports.reporter_id });
}

/** The audit log, newest first (moderation_actions_created_at_idx). */
export function auditPage(db: Database, { limit, offset }: Page) {
  return db
    .select()
    .from(moderationActions)
    .orderBy(desc(moderationActions.created_at), desc(moderationActions.id))
    .limit(limit)
    .offset(offset);
}

/** Operators (the CLI's list), by e-mail. */
export function operators(db: Database) {
  return db
    .select({ id: users.id, email: users.email, first_name: users.first_name })
    .from(users)
    .where(eq(users.role, 'operator'))
    .orderBy(users.email);
}

export async function setRole(db: Database, email: string, role: 'member' | 'operator') {
  const [before] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!before) return undefined;
  if (before.role !== role) await db.update(users).set({ role }).where(eq(users.id, before.id));
  return { id: before.id, previous: before.role };
}

/** Whom a post or message belongs to (its owner or sender), or undefined when it is gone. */
export async function ownerOf(db: Database, type: 'post' | 'message', id: string) {
  const [row] =
    type === 'post'
      ? await db.select({ owner: posts.posted_by }).from(posts).where(eq(posts.id, id)).limit(1)
      : await db
          .select({ owner: messages.sender_id })
          .from(messages)
          .where(eq(messages.id, id))
          .limit(1);
  return row?.owner;
}
