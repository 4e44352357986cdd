// Drizzle queries for the five section tables. Every table has id, user_id and order, so one
// set of queries serves them all; the caller passes the table.
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, type achievements, type SectionTable } from '../../db/schema/index.js';

export type { SectionTable };

export type SectionRow<T extends SectionTable> = T['$inferSelect'];
export type NewSectionRow<T extends SectionTable> = T['$inferInsert'];

/**
 * Locks the member's row so concurrent creates count and number their items one at a time;
 * false when the member no longer exists.
 */
export async function lockMember(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows.length > 0;
}

/** One member's items, by order, then creation (ids are time-ordered). */
export async function listByUser<T extends SectionTable>(
  db: Database,
  table: T,
  userId: string,
): Promise<SectionRow<T>[]> {
  const t = table as typeof achievements;
  const rows = await db
    .select()
    .from(t)
    .where(eq(t.user_id, userId))
    .orderBy(asc(t.order), asc(t.created_at), asc(t.id));
  return rows;
}

export async function findById<T extends SectionTable>(
  db: Database,
  table: T,
  id: string,
): Promise<SectionRow<T> | undefined> {
  const t = table as typeof achievements;
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row;
}

/** How many items the member has in this section and the highest order (null when none). */
export async function countAndMaxOrder(
  db: Database,
  table: SectionTable,
  userId: string,
): Promise<{ items: number; maxOrder: number | null }> {
  const t = table as typeof achievements;
  const [row] = await db
    .select({ items: count(), maxOrder: max(t.order) })
    .from(t)
    .where(eq(t.user_id, userId));
  return { items: row?.items ?? 0, maxOrder: row?.maxOrder ?? null };
}

export async function insertItem<T extends SectionTable>(
  db: Database,
  table: T,
  values: NewSectionRow<T>,
): Promise<SectionRow<T>> {
  const t = table as typeof achievements;
  const [row] = await db
    .insert(t)
    .values(values as typeof achievements.$inferInsert)
    .returning();
  return row as SectionRow<T>;
}

export async function updateItem<T extends SectionTable>(
  db: Database,
  table: T,
  id: string,
  values: Partial<NewSectionRow<T>>,
): Promise<SectionRow<T> | undefined> {
  const t = table as typeof achievements;
  const [row] = await db
    .update(t)
    .set(values as Partial<typeof achievements.$inferInsert>)
    .where(eq(t.id, id))
    .returning();
  return row;
}

export async function deleteItem(
  db: Database,
  table: SectionTable,
  id: string,
  userId: string,
): Promise<boolean> {
  const t = table as typeof achievements;
  const rows = await db
    .delete(t)
    .where(and(eq(t.id, id), eq(t.user_id, userId)))
    .returning({ id: t.id });
  return rows.length > 0;
}
