import type { Database } from '../../src/db/client.js';
import type { PostRow } from '../../src/db/schema/index.js';
import { createDispatcher } from '../../src/lib/domain-events.js';
import { joinSquad } from '../../src/modules/squads/index.js';
import { buildApplication, buildPost } from './posts.js';

type NewPost = Parameters<typeof buildPost>[1];

// The rows only, as before any event: no activity items and no socket pushes for built squads.
const rowsOnly = createDispatcher<Database>({ inTransaction: [], afterCommit: [] });

/**
 * A post whose squad holds `members` (each with an accepted application in their role), formed
 * through the squads module's own joinSquad, so the squad chat, its members and the system
 * lines are what accepting writes. The post names `roles` with enough seats unless overridden.
 */
export async function buildSquad(
  db: Database,
  ownerId: string,
  members: { userId: string; role: string | null }[],
  post: NewPost = {},
): Promise<{ post: PostRow; chatId: string }> {
  const roles = [...new Set(members.map((m) => m.role).filter((r) => r !== null))];
  const built = await buildPost(db, {
    desired_roles: roles,
    role_seats: roles.map((role) => members.filter((m) => m.role === role).length),
    open_seats: Math.max(1, members.length),
    ...post,
    posted_by: ownerId,
  });
  let chatId = '';
  for (const member of members) {
    await buildApplication(db, {
      post_id: built.id,
      applicant_id: member.userId,
      status: 'accepted',
      role: member.role,
    });
    chatId = (await rowsOnly.transact(db, (tx) => joinSquad(tx, built, member.userId, member.role)))
      .chatId;
  }
  return { post: built, chatId };
}
