import DataLoader from 'dataloader';
import type { Database } from '../db/client.js';
import {
  connectionStatesFor,
  countAcceptedConnections,
  NO_CONNECTION,
  type ViewerConnectionState,
} from '../modules/connections/index.js';
import { memberCardsFor, memberSkillsFor, type MemberCard } from '../modules/people/index.js';
import { unreadCountsFor } from '../modules/chat/index.js';
import { postViewsFor, type PostParent } from '../modules/posts/index.js';
import { squadMembersFor, type SquadMemberView } from '../modules/squads/index.js';
import { batchPresence, type VisiblePresence } from '../modules/presence/index.js';
import type { UserSkill } from './generated/resolvers.js';

/**
 * Per-request batch loaders (style habit 6): a field that needs one row per list item asks its
 * loader, and every such ask within one tick becomes one query; a field nobody selected asks
 * nothing. One loader per fact, keyed by id. Built with the context, so a cache never outlives
 * the request or crosses members. A derived field is added as: a batch function in the owning
 * module (ids in, a Map out, one statement), its loader here, and a field resolver that calls
 * `ctx.loaders.<fact>.load(id)` (docs/decisions/0026).
 */
export interface Loaders {
  /** The viewer's connection to a member ('none' for anonymous callers and for oneself). */
  connectionState: DataLoader<string, ViewerConnectionState>;
  /** A member's card (name, photo, location, title, bio); null for a missing member. */
  memberCard: DataLoader<string, MemberCard | null>;
  /** A member's skills, top skills first, then by order. */
  memberSkills: DataLoader<string, UserSkill[]>;
  /** A post as the viewer sees it (with their flags); null when missing or hidden by a block. */
  postView: DataLoader<string, PostParent | null>;
  /** A member's accepted connections (User.connections_count). */
  connectionsCount: DataLoader<string, number>;
  /** A post's squad members, owner first (empty before the squad forms). */
  squadMembers: DataLoader<string, SquadMemberView[]>;
  /** The viewer's unread count in a chat: one count of all their chats for the whole request. */
  chatUnread: DataLoader<string, number>;
  /** A member's presence as the viewer may see it (offline, never seen, when they hide it). */
  memberPresence: DataLoader<string, VisiblePresence>;
}

export function createLoaders(db: Database, viewerId: string | null): Loaders {
  return {
    connectionState: new DataLoader(async (memberIds) => {
      if (!viewerId) return memberIds.map(() => NO_CONNECTION);
      const states = await connectionStatesFor(db, viewerId, memberIds);
      return memberIds.map((id) => states.get(id) ?? NO_CONNECTION);
    }),
    memberCard: new DataLoader(async (memberIds) => {
      const cards = await memberCardsFor(db, memberIds);
      return memberIds.map((id) => cards.get(id) ?? null);
    }),
    memberSkills: new DataLoader(async (memberIds) => {
      const skills = await memberSkillsFor(db, memberIds);
      return memberIds.map((id) => skills.get(id) ?? []);
    }),
    postView: new DataLoader(async (postIds) => {
      if (!viewerId) return postIds.map(() => null);
      const views = await postViewsFor(db, viewerId, postIds);
      return postIds.map((id) => views.get(id) ?? null);
    }),
    connectionsCount: new DataLoader(async (memberIds) => {
      const counts = await countAcceptedConnections(db, memberIds);
      return memberIds.map((id) => counts.get(id) ?? 0);
    }),
    squadMembers: new DataLoader(async (postIds) => {
      const members = await squadMembersFor(db, postIds);
      return postIds.map((id) => members.get(id) ?? []);
    }),
    chatUnread: new DataLoader(async (chatIds) => {
      if (!viewerId) return chatIds.map(() => 0);
      const { chats } = await unreadCountsFor(db, viewerId);
      const counts = new Map(chats.map((c) => [c.chat_id, c.unread_count]));
      return chatIds.map((id) => counts.get(id) ?? 0);
    }),
    memberPresence: new DataLoader((memberIds) => batchPresence(db, memberIds)),
  };
}
