import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_LEVELS, NOTIFICATION_KINDS } from '@squadup/shared';

// A member's notification level per kind, in one place below the modules: the settings screen
// writes the rows (notifications), and the readers that must respect a level inside their own
// statement (activity's unread feed, the mail walks) ask it here (docs/decisions/0037).

/**
 * The SQL expression for a member's level of `kind`: their row, else the default. `userId` is a
 * column or value of the outer statement; one index probe (the primary key) per row.
 */
export function levelSql(userId: SQL, kind: SQL): SQL {
  const defaults = NOTIFICATION_KINDS.map(
    (k) => sql`when ${k} then ${DEFAULT_NOTIFICATION_LEVELS[k]}`,
  );
  return sql`coalesce((select s.level from notification_settings s
      where s.user_id = ${userId} and s.kind = ${kind}),
    case ${kind} ${sql.join(defaults, sql` `)} end)`;
}
