import type { Database } from '../../src/db/client.js';
import { activities } from '../../src/db/schema/index.js';
import { userIdOr } from './users.js';

type NewActivity = typeof activities.$inferInsert;

/** An unread activity item for `recipient_id` (a new member's unless named), from a new actor. */
export async function buildActivity(db: Database, overrides: Partial<NewActivity> = {}) {
  const recipient = await userIdOr(db, overrides.recipient_id);
  const actor = await userIdOr(db, overrides.actor_id);
  const [row] = await db
    .insert(activities)
    .values({
      type: 'connection_accepted',
      link: '/connections',
      group_key: `connection_accepted:${actor}`,
      ...overrides,
      recipient_id: recipient,
      actor_id: actor,
    })
    .returning();
  return row!;
}
