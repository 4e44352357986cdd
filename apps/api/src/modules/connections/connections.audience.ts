import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';

/**
 * The other members of `userId`'s accepted connections, the most recent first, at most `cap`:
 * who hears of their presence (decision 0032). Two scans of the accepted indexes
 * (connections_{requester,addressee}_accepted_idx), `cap` rows each at most.
 */
export async function connectedMemberIds(
  db: Database,
  userId: string,
  cap: number,
): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select id from (
        (select c.addressee_user_id as id, coalesce(c.responded_at, c.created_at) as since
          from connections c where c.status = 'accepted' and c.requester_user_id = ${userId}
          order by coalesce(c.responded_at, c.created_at) desc limit ${cap})
        union all
        (select c.requester_user_id as id, coalesce(c.responded_at, c.created_at) as since
          from connections c where c.status = 'accepted' and c.addressee_user_id = ${userId}
          order by coalesce(c.responded_at, c.created_at) desc limit ${cap})
      ) both_sides order by since desc limit ${cap}`,
  );
  return rows.map((row) => row.id);
}
