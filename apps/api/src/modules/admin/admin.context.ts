import { ADMIN_LIMITS } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import type { ReportRow, User } from '../../db/schema/index.js';
import type { AdminReport, AdminReportContext } from '../../graphql/generated/resolvers.js';
import {
  GONE,
  presentAdminMessage,
  presentAdminPost,
  presentAdminReport,
  presentMember,
} from './admin.present.js';
import * as repo from './admin.repo.js';

/**
 * Reports with their content in context (docs/decisions/0034), in three statements whatever the
 * page's length: the reported posts, the reported messages with their neighbours, and every member
 * named (reporters, owners, senders). `member` is whom the subject belongs to: the post's owner,
 * the profile, the message's sender.
 */
export async function reportsWithContext(
  db: Database,
  rows: readonly ReportRow[],
): Promise<AdminReport[]> {
  const idsOf = (type: ReportRow['subject_type']) =>
    rows.filter((row) => row.subject_type === type).map((row) => row.subject_id);
  const [postRows, around] = await Promise.all([
    repo.postsByIds(db, idsOf('post')),
    repo.messagesAround(db, idsOf('message'), ADMIN_LIMITS.contextMessages),
  ]);
  const members = new Map(
    (
      await repo.usersByIds(db, [
        ...rows.map((row) => row.reporter_id),
        ...idsOf('user'),
        ...postRows.map((post) => post.posted_by),
        ...around.map((message) => message.sender_id),
      ])
    ).map((user) => [user.id, user]),
  );
  const postsById = new Map(postRows.map((post) => [post.id, post]));

  const contextOf = (row: ReportRow): AdminReportContext => {
    const member = (id: string): User | undefined => members.get(id);
    switch (row.subject_type) {
      case 'post': {
        const post = postsById.get(row.subject_id);
        const owner = post && member(post.posted_by);
        if (!post || !owner) return GONE;
        return {
          gone: false,
          post: presentAdminPost(post, owner),
          member: presentMember(owner),
          message: null,
          neighbours: [],
        };
      }
      case 'user': {
        const user = member(row.subject_id);
        if (!user) return GONE;
        return { gone: false, post: null, member: presentMember(user), message: null, neighbours: [] };
      }
      case 'message': {
        const thread = around.filter((message) => message.around_id === row.subject_id);
        const reported = thread.find((message) => message.id === row.subject_id);
        if (!reported) return GONE;
        const sender = member(reported.sender_id);
        return {
          gone: false,
          post: null,
          member: sender ? presentMember(sender) : null,
          message: presentAdminMessage(reported, sender),
          neighbours: thread.map((message) =>
            presentAdminMessage(message, member(message.sender_id)),
          ),
        };
      }
    }
  };
  return rows.map((row) => presentAdminReport(row, members.get(row.reporter_id), contextOf(row)));
}
