import type { User } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { UserResolvers } from '../../graphql/generated/resolvers.js';
import { iso } from '../../lib/dates.js';
import { isVisitor } from '../../lib/viewer.js';
import { visiblePresence } from '../presence/index.js';
import { usersPolicy } from './users.policy.js';

/**
 * What a User resolves from (codegen's mapper): the member's row and whom it is shown to, the
 * signed-in viewer, or for createUser the new member themself. The field resolvers below derive
 * the rest, each only when the query selects it.
 */
export type UserParent = User & { seenBy: string };

export const userParent = (row: User, seenBy: string): UserParent => ({ ...row, seenBy });

const isOwn = (user: UserParent) => user.id === user.seenBy;

/**
 * The member's presence as the viewer sees it: their own even when they hide it from others;
 * never to a signed-out visitor (presence is for members).
 */
const presenceSeen = (user: UserParent) =>
  visiblePresence({
    ...user,
    show_online: isOwn(user) || (user.show_online && !isVisitor({ id: user.seenBy })),
  });

/** The viewer's connection to the member, batched per request (none on one's own profile). */
const connectionTo = async (user: UserParent, ctx: GraphQLContext) =>
  isOwn(user) ? null : ctx.loaders.connectionState.load(user.id);

/**
 * A member's profile header as the viewer sees it: the connection state and chat from the
 * viewer's side, the accepted-connections count, and the e-mail address only for the member
 * themself and, when the member chose so, accepted connections ('' otherwise).
 */
export const userFields: UserResolvers = {
  _id: (user) => user.id,
  email: async (user, _args, ctx) => {
    const connection = await connectionTo(user, ctx);
    const member = {
      id: user.id,
      connection: connection?.status ?? 'none',
      toConnections: user.email_to_connections,
    };
    return usersPolicy.can({ id: user.seenBy }, 'seeEmail', member) ? user.email : '';
  },
  is_connection: async (user, _args, ctx) => (await connectionTo(user, ctx))?.status ?? 'none',
  chat_id: async (user, _args, ctx) => (await connectionTo(user, ctx))?.chat_id ?? null,
  connections_count: (user, _args, ctx) => ctx.loaders.connectionsCount.load(user.id),
  // The Admin area's link: only the member themself learns they are an operator.
  is_operator: (user) => isOwn(user) && user.role === 'operator',
  // Settings asks a member who has a password for it before deleting the account.
  has_password: (user) => isOwn(user) && user.password_hash !== null,
  // Settings choices: whether one shows presence is a member's matter (false to a visitor);
  // whether one's profile is members-only is one's own (false to everyone else).
  show_online: (user) => user.show_online && !isVisitor({ id: user.seenBy }),
  members_only_profile: (user) => isOwn(user) && user.members_only_profile,
  email_to_connections: (user) => isOwn(user) && user.email_to_connections,
  show_read_receipts: (user) => isOwn(user) && user.show_read_receipts,
  show_typing: (user) => isOwn(user) && user.show_typing,
  message_from: (user) => (isOwn(user) ? user.message_from : null),
  is_online: (user) => presenceSeen(user).is_online,
  last_seen: (user) => presenceSeen(user).last_seen,
  created_at: (user) => iso(user.created_at),
  updated_at: (user) => iso(user.updated_at),
};
