import { SQUAD } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import type { Message } from '../../graphql/generated/resolvers.js';
import { iso } from '../../lib/dates.js';
import { isUuid } from '../../lib/ids.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { record, type SquadMemberChange } from '../../lib/domain-events.js';
import { blockersIn } from '../../db/visibility.js';
import { addToChat, openSquadChat, removeFromChat, writeSystemLine } from '../chat/index.js';
import { MESSAGES, squadPolicy } from './squads.policy.js';
import { notFound } from '../../errors.js';
import * as repo from './squads.repo.js';
import * as workspaceRepo from './squads.workspace.repo.js';
import { settleSeats } from './squads.seats.js';

// The squad of a post: its owner plus every accepted applicant (docs/decisions/0028). An accept
// or a rejection (the applications module) changes it inside its own transaction through
// joinSquad / leaveSquadIn; leaving and removals are this module's (squads.exit.ts). Each change
// records its domain event on the transaction (docs/decisions/0038).

/** A Squad as resolvers receive it; post, members, seats and unread count are field resolvers. */
export interface SquadParent {
  _id: string;
  chat_id: string;
  is_owner: boolean;
  created_at: string;
}

/** The post a squad change runs on: its row, locked by the caller's transaction. */
export interface SquadPost {
  id: string;
  title: string;
  posted_by: string;
}

/** What a change wrote (the event it recorded). */
export type SquadChange = SquadMemberChange;

/**
 * Adds the applicant to the squad in `role` (the caller checked the seat), forming the squad
 * (owner row, chat) with its first member, and writes "… joined as Role"; then the seat life
 * cycle runs (settleSeats: auto_close, the waitlist).
 */
export async function joinSquad(
  tx: Database,
  post: SquadPost,
  userId: string,
  role: string | null,
): Promise<SquadChange> {
  await repo.addOwner(tx, post.id, post.posted_by);
  await repo.addMember(tx, post.id, userId, role);
  const chatId = await openSquadChat(tx, post);
  await addToChat(tx, chatId, userId);
  const line = await writeSystemLine(
    tx,
    chatId,
    userId,
    role ? `joined as ${role}` : 'joined the squad',
  );
  const change = await changeOf(tx, post, chatId, userId, line);
  record(tx, { type: 'squad.memberJoined', ...change });
  await settleSeats(tx, post.id, post.posted_by, { seatTaken: true });
  return change;
}

/**
 * Takes the member out of the squad and its chat (they keep nothing of it: the chat is the
 * current team's) and writes "… left the squad" or "… was removed from the squad" (a removal or
 * a rejection of their application); then the seat life cycle runs (a post that closed itself
 * reopens, the waitlist moves). Undefined when they were not in it.
 */
export async function leaveSquadIn(
  tx: Database,
  post: SquadPost,
  userId: string,
  how: 'left' | 'removed' | 'rejected',
): Promise<SquadChange | undefined> {
  if (!(await repo.deleteMember(tx, post.id, userId))) return undefined;
  await workspaceRepo.unassignMember(tx, post.id, userId);
  const chatId = await repo.chatOf(tx, post.id);
  if (!chatId) return undefined;
  await removeFromChat(tx, chatId, userId);
  const line = await writeSystemLine(
    tx,
    chatId,
    userId,
    how === 'left' ? 'left the squad' : 'was removed from the squad',
  );
  const change = await changeOf(tx, post, chatId, userId, line);
  record(tx, { type: 'squad.memberLeft', how, ...change });
  await settleSeats(tx, post.id, how === 'left' ? userId : post.posted_by);
  return change;
}

async function changeOf(
  tx: Database,
  post: SquadPost,
  chatId: string,
  userId: string,
  line: Message,
): Promise<SquadChange> {
  const members = await repo.membersOf(tx, post.id);
  return {
    post: { id: post.id, title: post.title },
    ownerId: post.posted_by,
    chatId,
    userId,
    line,
    memberIds: members.map((m) => m.user_id),
    hiddenFrom: await blockersIn(tx, chatId, userId),
  };
}

/** The viewer's row in the squad, or NOT_FOUND (unknown post, or not in its squad). */
export async function requireMembership(db: Database, postId: string, viewerId: string) {
  if (!isUuid(postId)) throw notFound(MESSAGES.notFound);
  const members = await repo.membersOf(db, postId);
  const mine = members.find((m) => m.user_id === viewerId);
  squadPolicy.authorize({ id: viewerId }, 'see', mine);
  return { mine: mine!, members };
}

const presentSquad = (row: repo.MySquadRow): SquadParent => ({
  _id: row.post_id,
  chat_id: row.chat_id,
  is_owner: row.is_owner,
  created_at: iso(row.formed_at),
});

/** The squads the viewer owns or belongs to, most recent chat activity first. */
export async function getMySquads(ctx: ServiceContext): Promise<SquadParent[]> {
  const rows = await repo.squadsOf(ctx.db, ctx.viewer.id, { cap: SQUAD.listCap });
  return rows.map(presentSquad);
}

/** One squad: its owner and members only (NOT_FOUND for everyone else, as for an unknown id). */
export async function loadSquad(ctx: ServiceContext, postId: string): Promise<SquadParent> {
  const [row] = isUuid(postId)
    ? await repo.squadsOf(ctx.db, ctx.viewer.id, { postId, cap: 1 })
    : [];
  squadPolicy.authorize(ctx.viewer, 'see', row);
  return presentSquad(row!);
}

/** Every given post's squad members (the loader's batch: ONE statement). */
export async function squadMembersFor(db: Database, postIds: readonly string[]) {
  const byPost = new Map<string, repo.SquadMemberView[]>();
  for (const row of await repo.membersOfPosts(db, postIds.filter(isUuid))) {
    const list = byPost.get(row.post_id) ?? [];
    list.push(row);
    byPost.set(row.post_id, list);
  }
  return byPost;
}
