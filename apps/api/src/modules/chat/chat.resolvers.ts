import { memberContext, type GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import * as messages from './chat.messages.js';
import * as service from './chat.service.js';

/** A direct chat's other member's presence, batched over the list (squads have no one member). */
const otherPresence = async (chat: { other_user_id?: string | null }, ctx: GraphQLContext) =>
  chat.other_user_id ? ctx.loaders.memberPresence.load(chat.other_user_id) : null;

export const chatResolvers: Resolvers = {
  ChatListItem: {
    is_online: async (chat, _args, ctx) => (await otherPresence(chat, ctx))?.is_online ?? false,
    last_seen: async (chat, _args, ctx) => (await otherPresence(chat, ctx))?.last_seen ?? null,
  },
  Query: {
    getChatListForUser: (_p, _args, ctx) => service.getChatListForUser(memberContext(ctx)),
    getMessagesForChat: (_p, { chatId, ...args }, ctx) =>
      service.getMessagesForChat(memberContext(ctx), chatId, args),
    getUnreadCountForChats: (_p, _args, ctx) => service.getUnreadCountForChats(memberContext(ctx)),
  },
  Mutation: {
    sendMessage: (_p, args, ctx) => {
      const member = memberContext(ctx);
      // Refused at once when this instance is busy, before any database work (lib/admission.ts).
      return ctx.sendAdmission.admit(() => messages.sendMessage(member, args));
    },
    editMessage: (_p, args, ctx) =>
      messages.editMessage(memberContext(ctx), args.messageId, args.content),
    deleteMessage: (_p, args, ctx) => messages.deleteMessage(memberContext(ctx), args.messageId),
    markMessagesAsRead: (_p, args, ctx) =>
      messages.markMessagesAsRead(memberContext(ctx), args.chatId),
  },
};
