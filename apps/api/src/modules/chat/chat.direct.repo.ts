import { sql } from 'drizzle-orm';
import type { MessageFrom } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { chats } from '../../db/schema/index.js';
import { notBlockedBetween } from '../../db/visibility.js';

// Drizzle only: direct chats outside a connection (docs/decisions/0084-who-may-message-me.md).
// Whether a member takes another's messages is squadup_takes_messages (drizzle/0036), the one
// definition the send, an edit and openDirectChat all ask.

/** A member as openDirectChat sees them from the viewer, with the pair's chat if there is one. */
export interface DirectTargetRow {
  id: string;
  first_name: string;
  last_name: string;
  message_from: MessageFrom;
  /** Either of the pair blocked the other. */
  blocked: boolean;
  chat_id: string | null;
  is_active: boolean | null;
  /** The member takes the viewer's messages (squadup_takes_messages). */
  takes: boolean;
  /** The viewer has proved their address (a chat to open reaches someone else's inbox). */
  viewer_verified: boolean;
}

/**
 * ONE statement: the member, the block between them, their chat, whether they take the viewer's
 * messages, and whether the viewer's address is verified.
 */
export async function findDirectTarget(db: Database, viewerId: string, userId: string) {
  const [row] = await selectRows<DirectTargetRow>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.message_from,
        not ${notBlockedBetween(sql`u.id`, sql`${viewerId}::uuid`)} as blocked,
        c.id as chat_id, c.is_active,
        squadup_takes_messages(u.id, ${viewerId}::uuid, c.opened_by) as takes,
        exists (select 1 from users v
          where v.id = ${viewerId}::uuid and v.email_verified_at is not null) as viewer_verified
      from users u
      left join chats c on c.user_low_id = least(u.id, ${viewerId}::uuid)
        and c.user_high_id = greatest(u.id, ${viewerId}::uuid)
      where u.id = ${userId}::uuid`,
  );
  return row;
}

/**
 * Opens the pair's chat as `openerId`'s, or reopens the one they had (closed when a connection
 * ended): the other member may then answer whoever they take messages from. Answers its id.
 */
export async function openDirectChatAs(
  db: Database,
  openerId: string,
  otherId: string,
): Promise<string> {
  const [low, high] = openerId < otherId ? [openerId, otherId] : [otherId, openerId];
  const [row] = await db
    .insert(chats)
    .values({ user_low_id: low, user_high_id: high, is_active: true, opened_by: openerId })
    .onConflictDoUpdate({
      target: [chats.user_low_id, chats.user_high_id],
      set: { is_active: true, opened_by: openerId },
    })
    .returning({ id: chats.id });
  return row!.id;
}

/** Whether the direct chat's other member takes `senderId`'s messages (false for a squad chat). */
export async function otherTakesMessages(
  db: Database,
  chatId: string,
  senderId: string,
): Promise<boolean> {
  const [row] = await selectRows<{ takes: boolean }>(
    db,
    sql`select c.kind = 'direct' and squadup_takes_messages(
        case when c.user_low_id = ${senderId}::uuid then c.user_high_id else c.user_low_id end,
        ${senderId}::uuid, c.opened_by) as takes
      from chats c where c.id = ${chatId}::uuid`,
  );
  return row?.takes === true;
}
