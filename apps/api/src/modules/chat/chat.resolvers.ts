import { requireUser } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import * as messages from './chat.messages.js';
import * as service from './chat.service.js';

export const chatResolvers: Resolvers = {
  Query: {
    getChatListForUser: (_p, _args, ctx) => service.getChatListForUser(ctx.db, requireUser(ctx)),
    getMessagesForChat: (_p, { chatId, ...args }, ctx) =>
      service.getMessagesForChat(ctx.db, requireUser(ctx), chatId, args),
    getUnreadCountForChats: (_p, _args, ctx) =>
      service.getUnreadCountForChats(ctx.db, requireUser(ctx)),
  },
  Mutation: {
    sendMessage: (_p, args, ctx) =>
      messages.sendMessage(ctx.db, ctx.events, requireUser(ctx), args),
    editMessage: (_p, args, ctx) =>
      messages.editMessage(ctx.db, ctx.events, requireUser(ctx), args.messageId, args.content),
    deleteMessage: (_p, args, ctx) =>
      messages.deleteMessage(ctx.db, ctx.events, requireUser(ctx), args.messageId),
    markMessagesAsRead: (_p, args, ctx) =>
      messages.markMessagesAsRead(ctx.db, ctx.events, requireUser(ctx), args.chatId),
  },
};
