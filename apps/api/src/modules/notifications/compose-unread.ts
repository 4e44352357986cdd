import { MAIL_SCHEDULE } from '@squadup/shared';
import { footerFor, queueMail, type ComposeDeps } from './compose-core.js';
import * as compose from './compose.repo.js';
import { unreadMessagesMail } from './mails/index.js';
import { membersWithUnreadDue, unreadSummaryFor } from './unread-mail.repo.js';

/** Chats one unread-messages mail names at most (the total counts them all). */
const CHATS_PER_MAIL = 5;
const MEMBERS_PER_PAGE = 200;
/** Members one sweep handles at most; the next minute's sweep takes the rest. */
const MEMBERS_PER_SWEEP = 2000;

/**
 * One member's unread messages into one mail: messages since the last such mail
 * (mail_marks.messages_until), so a member is never mailed twice about one message and never
 * once per message. The mark moves in the same transaction as the outbox row and its job.
 */
export async function composeUnreadMail(deps: ComposeDeps, userId: string): Promise<boolean> {
  const { config } = deps;
  return deps.db.transaction(async (tx) => {
    const marks = await compose.lockMarks(tx, userId);
    if (!marks) return false;
    const summary = await unreadSummaryFor(tx, userId, {
      after: marks.messages_until,
      chatsMax: CHATS_PER_MAIL,
    });
    if (!summary) return false;
    await compose.setMarks(tx, userId, { messages_until: new Date(summary.newest) });
    const recipient = await compose.recipientOf(tx, userId);
    if (!recipient?.verified) return false;
    const footer = footerFor(config, userId, 'messages');
    const rendered = await unreadMessagesMail({
      firstName: recipient.first_name,
      chats: summary.chats.map((chat) => ({
        name: chat.name,
        unread: chat.unread,
        url: `${config.webUrl}/chat/${chat.chat_id}`,
      })),
      total: summary.total,
      chatUrl: `${config.webUrl}/chat`,
      ...footer,
    });
    await queueMail(tx, deps.jobs, {
      userId,
      kind: 'messages',
      to: recipient.email,
      footer,
      rendered,
    });
    return true;
  });
}

/** The sweep's marks (job_marks): where its message and offline windows start next time. */
const MESSAGES_MARK = 'unread-mail-messages';
const OFFLINE_MARK = 'unread-mail-offline';
export const UNREAD_MAIL_MARKS = [MESSAGES_MARK, OFFLINE_MARK] as const;
/** With no mark yet (a new database), the first sweep looks this far back. */
const FIRST_LOOK_BACK_MS = 60 * 60_000;
/**
 * Members who went offline this recently are left to the next sweep: a presence write stamped
 * just before the sweep may commit just after it reads.
 */
const OFFLINE_SETTLE_MS = 10_000;
/**
 * Each offline window starts this long before the last one ended: a presence write stamped by a
 * clock a little ahead of this one, or committed late (a bulk reset after a crash), is still
 * seen. Looking at a member twice costs one probe; a member already mailed is not due again.
 */
const OFFLINE_OVERLAP_MS = 5 * 60_000;

/**
 * The minute sweep's messages part: offline members with messages unread for 15 minutes. It looks
 * only at what changed since its last run (the messages that became old enough, the members who
 * went offline), read from two job marks that move once every due member was handled
 * (docs/decisions/0047-unread-mail-sweep-follows-changes.md). A sweep that reaches
 * MEMBERS_PER_SWEEP, or failed for a member, leaves the marks: the next one looks at the same
 * window again, where the members mailed now are no longer due.
 */
export async function composeUnreadMails(deps: ComposeDeps, now = new Date()): Promise<number> {
  const olderThan = new Date(now.getTime() - MAIL_SCHEDULE.unreadMessagesAfterMinutes * 60_000);
  const offlineUntil = new Date(now.getTime() - OFFLINE_SETTLE_MS);
  const window = await deps.db.transaction(async (tx) => {
    const messagesAfter = await compose.lockJobMark(
      tx,
      MESSAGES_MARK,
      new Date(olderThan.getTime() - FIRST_LOOK_BACK_MS),
    );
    const offlineMark = await compose.lockJobMark(
      tx,
      OFFLINE_MARK,
      new Date(offlineUntil.getTime() - FIRST_LOOK_BACK_MS),
    );
    const offlineAfter = new Date(offlineMark.getTime() - OFFLINE_OVERLAP_MS);
    return { messagesAfter, olderThan, offlineAfter, offlineUntil };
  });
  let composed = 0;
  let failed = 0;
  let afterUserId: string | undefined;
  for (let seen = 0; seen < MEMBERS_PER_SWEEP; seen += MEMBERS_PER_PAGE) {
    const page = await membersWithUnreadDue(deps.db, {
      ...window,
      limit: MEMBERS_PER_PAGE,
      afterUserId,
    });
    for (const { user_id } of page) {
      // One member's failure neither stops the others nor is forgotten: the marks stay, so
      // the next sweep looks at this window again.
      try {
        if (await composeUnreadMail(deps, user_id)) composed += 1;
      } catch (error) {
        failed += 1;
        deps.log.error({ err: error, userId: user_id }, 'Unread-messages mail not composed');
      }
    }
    if (page.length < MEMBERS_PER_PAGE) {
      if (failed === 0)
        await deps.db.transaction(async (tx) => {
          await compose.setJobMark(tx, MESSAGES_MARK, olderThan);
          await compose.setJobMark(tx, OFFLINE_MARK, offlineUntil);
        });
      break;
    }
    afterUserId = page.at(-1)!.user_id;
  }
  return composed;
}
