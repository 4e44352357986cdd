import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import {
  chats,
  connections,
  userBlocks,
  type ChatRow,
  type ConnectionRow,
} from '../../src/db/schema/index.js';
import { userIdOr } from './users.js';

type NewConnection = typeof connections.$inferInsert;

/** The pair as chats stores it (lower id first: chats_pair_ordered_check). */
function chatPair(a: string, b: string) {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? { user_low_id: x, user_high_id: y } : { user_low_id: y, user_high_id: x };
}

/** Opens the pair's chat or reactivates the one they had, as accepting a request does. */
async function openChat(db: Database, a: string, b: string): Promise<ChatRow> {
  const [chat] = await db
    .insert(chats)
    .values({ ...chatPair(a, b), is_active: true })
    .onConflictDoUpdate({
      target: [chats.user_low_id, chats.user_high_id],
      set: { is_active: true },
    })
    .returning();
  return chat!;
}

/**
 * A connection between two members (new ones unless named), accepted unless `status` says
 * `pending` or `declined`. Accepted opens the pair's chat and links it, with responded_at set, as
 * acceptFriendReq leaves it; a block is buildBlock's.
 */
export async function buildConnection(
  db: Database,
  overrides: Partial<NewConnection> & { status?: 'pending' | 'accepted' | 'declined' } = {},
): Promise<ConnectionRow> {
  const requester = await userIdOr(db, overrides.requester_user_id);
  const addressee = await userIdOr(db, overrides.addressee_user_id);
  const status = overrides.status ?? 'accepted';
  return db.transaction(async (tx) => {
    const chat = status === 'accepted' ? await openChat(tx, requester, addressee) : null;
    const [row] = await tx
      .insert(connections)
      .values({
        responded_at: status === 'pending' ? null : new Date(),
        ...overrides,
        requester_user_id: requester,
        addressee_user_id: addressee,
        status,
        chat_id: chat?.id ?? null,
      })
      .returning();
    return row!;
  });
}

/**
 * `blocker_id` blocks `blocked_id` (new members unless named), as blockUser does: the
 * user_blocks row, the pair's connection row turned `blocked` (requester = blocker, created when
 * missing) and the pair's chat, if any, deactivated.
 */
export async function buildBlock(
  db: Database,
  overrides: { blocker_id?: string; blocked_id?: string } = {},
): Promise<ConnectionRow> {
  const blocker = await userIdOr(db, overrides.blocker_id);
  const blocked = await userIdOr(db, overrides.blocked_id);
  return db.transaction(async (tx) => {
    await tx
      .insert(userBlocks)
      .values({ blocker_id: blocker, blocked_id: blocked })
      .onConflictDoNothing();
    const values = {
      requester_user_id: blocker,
      addressee_user_id: blocked,
      status: 'blocked',
      chat_id: null,
      responded_at: new Date(),
    };
    const pair = chatPair(blocker, blocked);
    const [existing] = await tx
      .select({ id: connections.id })
      .from(connections)
      .where(
        sql`least(${connections.requester_user_id}, ${connections.addressee_user_id}) = ${pair.user_low_id}::uuid
          and greatest(${connections.requester_user_id}, ${connections.addressee_user_id}) = ${pair.user_high_id}::uuid`,
      );
    const [row] = existing
      ? await tx.update(connections).set(values).where(eq(connections.id, existing.id)).returning()
      : await tx.insert(connections).values(values).returning();
    await tx
      .update(chats)
      .set({ is_active: false })
      .where(
        and(eq(chats.user_low_id, pair.user_low_id), eq(chats.user_high_id, pair.user_high_id)),
      );
    return row!;
  });
}
