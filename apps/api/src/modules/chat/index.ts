// The chat module's public surface: other modules, graphql/, realtime/ and app.ts import only this
// file (lint's module zones enforce it); everything else in the folder is the module's own.
export { openChat } from './chat.load.js';
export { addToChat, openSquadChat, removeFromChat, writeSystemLine } from './chat.members.js';
export { chatLoaders } from './chat.loaders.js';
export { sendMessage } from './chat.messages.js';
export { memberIdsOf as chatMemberIds } from './chat.repo.js';
export { chatResolvers } from './chat.resolvers.js';
export { chatPartners, loadMessageSeenBy } from './chat.service.js';
export { unreadCountsFor, unreadInChatsAndTotals, unreadKey } from './chat.unread.js';
