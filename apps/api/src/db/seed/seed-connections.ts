import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { chats, connections, userBlocks } from '../schema/index.js';
import { DEMO_CONNECTION_ROWS } from './demo-connections.js';
import { memberIdsByEmail, requireMemberId } from './member-ids.js';

const DAY_MS = 86_400_000;
const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * Demo connections in every state (demo-connections.ts). Idempotent: only pairs with no row yet
 * are inserted, so a member's own accepts, removals or blocks survive a re-seed. Accepted pairs
 * get their chat (reactivated if the pair had one), as acceptFriendReq does; a blocked pair gets
 * its user_blocks row, as blockUser does.
 */
export async function seedDemoConnections(tx: Database): Promise<void> {
  const emails = [
    ...new Set(DEMO_CONNECTION_ROWS.flatMap((c) => [c.requester_email, c.addressee_email])),
  ];
  const idOf = await memberIdsByEmail(tx, emails);
  const memberId = requireMemberId(idOf);
  const ids = [...idOf.values()];
  const existing = await tx
    .select({ a: connections.requester_user_id, b: connections.addressee_user_id })
    .from(connections)
    .where(
      sql`${connections.requester_user_id} = any(${sql.param(ids)}::uuid[])
        and ${connections.addressee_user_id} = any(${sql.param(ids)}::uuid[])`,
    );
  const taken = new Set(existing.map((row) => pairKey(row.a, row.b)));

  for (const demo of DEMO_CONNECTION_ROWS) {
    const requester = memberId(demo.requester_email);
    const addressee = memberId(demo.addressee_email);
    if (taken.has(pairKey(requester, addressee))) continue;
    const sentAt = new Date(Date.now() - demo.sent_days_ago * DAY_MS);
    const respondedAt = demo.status === 'pending' ? null : new Date(sentAt.getTime() + DAY_MS / 2);
    let chatId: string | null = null;
    if (demo.status === 'accepted') {
      const [low, high] = requester < addressee ? [requester, addressee] : [addressee, requester];
      const [chat] = await tx
        .insert(chats)
        .values({ user_low_id: low, user_high_id: high, is_active: true })
        .onConflictDoUpdate({
          target: [chats.user_low_id, chats.user_high_id],
          set: { is_active: true },
        })
        .returning({ id: chats.id });
      chatId = chat!.id;
    }
    await tx.insert(connections).values({
      requester_user_id: requester,
      addressee_user_id: addressee,
      status: demo.status,
      message: demo.message,
      chat_id: chatId,
      created_at: sentAt,
      responded_at: respondedAt,
    });
    if (demo.status === 'blocked') {
      await tx
        .insert(userBlocks)
        .values({ blocker_id: requester, blocked_id: addressee, created_at: respondedAt ?? sentAt })
        .onConflictDoNothing();
    }
  }
}
