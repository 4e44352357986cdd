import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../src/db/client.js';
import { applications, chatMembers, chats, posts, squadMembers } from '../src/db/schema/index.js';
import {
  insertBenchUsers,
  insertChunked,
  signInBenchMembers,
  type BenchMember,
  type TokenConfig,
} from './bench-chat-seed.js';

const ROLE = 'Member';

/**
 * `squads` squads of `size` members (the owner and size - 1 accepted applicants in the post's one
 * role, every seat filled), each with its post and its squad chat holding all of them: the rows
 * the squads module writes when applicants are accepted (docs/decisions/0028), written directly.
 * Members are in squad order: 0..size-1 are the first squad (its owner first), and so on.
 */
export async function seedBenchSquads(
  db: Database,
  config: TokenConfig,
  squads: number,
  size: number,
): Promise<BenchMember[]> {
  const ids = await insertBenchUsers(db, squads * size);
  const groups = Array.from({ length: squads }, (_, s) => ({
    postId: uuidv7(),
    chatId: uuidv7(),
    title: `Bench squad ${s + 1}`,
    memberIds: ids.slice(s * size, (s + 1) * size),
  }));
  const members = groups.flatMap((g) => g.memberIds.map((userId, k) => ({ ...g, userId, k })));
  await insertChunked(groups, (chunk) =>
    db.insert(posts).values(
      chunk.map((g) => ({
        id: g.postId,
        posted_by: g.memberIds[0]!,
        title: g.title,
        desired_roles: [ROLE],
        role_seats: [size - 1],
        status: 'closed',
        applications_count: size - 1,
      })),
    ),
  );
  const applicants = members.filter((m) => m.k > 0);
  await insertChunked(applicants, (chunk) =>
    db.insert(applications).values(
      chunk.map((m) => ({
        post_id: m.postId,
        applicant_id: m.userId,
        status: 'accepted' as const,
        role: ROLE,
      })),
    ),
  );
  await insertChunked(members, (chunk) =>
    db.insert(squadMembers).values(
      chunk.map((m) => ({
        post_id: m.postId,
        user_id: m.userId,
        role: m.k === 0 ? null : ROLE,
        is_owner: m.k === 0,
      })),
    ),
  );
  await insertChunked(groups, (chunk) =>
    db.insert(chats).values(
      chunk.map((g) => ({
        id: g.chatId,
        kind: 'squad' as const,
        post_id: g.postId,
        title: g.title,
      })),
    ),
  );
  await insertChunked(members, (chunk) =>
    db.insert(chatMembers).values(chunk.map((m) => ({ chat_id: m.chatId, user_id: m.userId }))),
  );
  const tokens = await signInBenchMembers(db, config, ids);
  return members.map((m, i) => ({
    id: m.userId,
    token: tokens[i]!,
    chatId: m.chatId,
    peer: i - m.k + ((m.k + 1) % size),
  }));
}
