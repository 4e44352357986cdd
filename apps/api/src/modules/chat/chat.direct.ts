import { displayName } from '@squadup/shared';
import { notFound } from '../../errors.js';
import { isUuid } from '../../lib/ids.js';
import type { ServiceContext } from '../../lib/service-context.js';
import * as repo from './chat.direct.repo.js';
import { authorizeOpeningDirect, chatPolicy, MESSAGES } from './chat.policy.js';

/**
 * The viewer's direct chat with `userId`, opened (or reopened) when that member takes the viewer's
 * messages: an accepted connection, their "who can message me" choice, or a chat they opened with
 * the viewer (docs/decisions/0084-who-may-message-me.md). Opening writes nothing the other member
 * sees: they learn of the chat from its first message. A chat that must be opened reaches another
 * member's inbox, so it needs a verified address, as a connection request does.
 */
export async function openDirectChat(ctx: ServiceContext, userId: string): Promise<string> {
  const { db, viewer } = ctx;
  if (!isUuid(userId)) throw notFound(MESSAGES.memberNotFound);
  const target = await repo.findDirectTarget(db, viewer.id, userId.toLowerCase());
  if (!target) throw notFound(MESSAGES.memberNotFound);
  authorizeOpeningDirect(viewer, { ...target, name: displayName(target) });
  if (target.chat_id && target.is_active) return target.chat_id;
  chatPolicy.authorize(viewer, 'startChat', { verified: target.viewer_verified });
  return repo.openDirectChatAs(db, viewer.id, target.id);
}
