import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_LEVELS,
  type NotificationKind,
  type NotificationLevel,
} from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { notificationSettings } from '../../db/schema/index.js';
import { levelSql } from '../../db/notification-levels.js';

// SQL only: no decisions here.

export type LevelsOf = Record<NotificationKind, NotificationLevel>;

/** The member's level for every kind: their choices over the defaults. */
export async function levelsOf(db: Database, userId: string): Promise<LevelsOf> {
  const rows = await db
    .select({ kind: notificationSettings.kind, level: notificationSettings.level })
    .from(notificationSettings)
    .where(eq(notificationSettings.user_id, userId));
  const levels = { ...DEFAULT_NOTIFICATION_LEVELS };
  for (const row of rows) levels[row.kind] = row.level;
  return levels;
}

/** Stores a choice (a level equal to the default is stored too: the member chose it). */
export async function setLevel(
  db: Database,
  userId: string,
  kind: NotificationKind,
  level: NotificationLevel,
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ user_id: userId, kind, level })
    .onConflictDoUpdate({
      target: [notificationSettings.user_id, notificationSettings.kind],
      set: { level },
    });
}

/**
 * Turns mail off for the kinds given (one-click unsubscribe): those at one of `levels` (by
 * default both mailed levels) become `in_app`, in one statement; a deleted member's link changes
 * nothing.
 */
export async function stopMail(
  db: Database,
  userId: string,
  kinds: readonly NotificationKind[],
  levels: readonly NotificationLevel[] = ['instant', 'digest'],
): Promise<void> {
  await db.execute(sql`insert into notification_settings (user_id, kind, level)
    select u.id, k.kind, 'in_app'
    from users u cross join unnest(${`{${kinds.join(',')}}`}::text[]) as k(kind)
    where u.id = ${userId}::uuid
      and ${levelSql(sql`u.id`, sql`k.kind`)} = any(${`{${levels.join(',')}}`}::text[])
    on conflict (user_id, kind) do update set level = 'in_app'`);
}
