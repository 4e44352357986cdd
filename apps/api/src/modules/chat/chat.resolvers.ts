import { memberContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { openDirectChat } from './chat.direct.js';
import * as messages from './chat.messages.js';
import * as service from './chat.service.js';

export const chatResolvers: Resolvers = {
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
    setChatMuted: (_p, args, ctx) =>
      messages.setChatMuted(memberContext(ctx), args.chatId, args.muted),
    openDirectChat: (_p, args, ctx) => openDirectChat(memberContext(ctx), args.userId),
  },
};
