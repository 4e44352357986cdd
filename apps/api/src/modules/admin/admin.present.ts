import type {
  MessageRow,
  ModerationActionRow,
  PostRow,
  ReportRow,
  User,
} from '../../db/schema/index.js';
import { displayName, type NamedMember } from '@squadup/shared';
import { activeSuspension } from '../../db/moderation.js';
import type {
  AdminMember,
  AdminMessage,
  AdminPost,
  AdminReport,
  AdminReportContext,
  Moderation,
  ModerationAction,
} from '../../graphql/generated/resolvers.js';
import { iso, isoOrNull } from '../../lib/dates.js';

// What operators see: every field of the subject, its moderation state included.

const LABEL_MAX = 80;

/** A member's name as the audit log keeps it. */
export const memberName = (user: NamedMember): string => displayName(user);

/** A message's first words on one line, for the audit log. */
export function firstWords(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line === '') return '(empty)';
  return line.length > LABEL_MAX ? `${line.slice(0, LABEL_MAX - 1)}…` : line;
}

const moderation = (at: Date | null, reason: string | null): Moderation | null =>
  at === null ? null : { at: iso(at), reason: reason ?? '' };

export function presentMember(user: User): AdminMember {
  const suspension = activeSuspension(user);
  return {
    _id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    photo: user.photo,
    title: user.title,
    bio: user.bio,
    is_operator: user.role === 'operator',
    suspension: suspension && {
      since: iso(suspension.since),
      until: isoOrNull(suspension.until),
      reason: suspension.reason,
    },
    created_at: iso(user.created_at),
  };
}

export const presentAdminPost = (post: PostRow, owner: User): AdminPost => ({
  _id: post.id,
  title: post.title,
  description: post.description,
  status: post.status,
  owner: presentMember(owner),
  hidden: moderation(post.hidden_at, post.hidden_reason),
  created_at: iso(post.created_at),
});

export const presentAdminMessage = (message: MessageRow, sender?: User): AdminMessage => ({
  _id: message.id,
  chat_id: message.chat_id,
  kind: message.kind,
  content: message.content,
  sender: sender ? presentMember(sender) : null,
  is_deleted: message.is_deleted,
  hidden: moderation(message.hidden_at, message.hidden_reason),
  created_at: iso(message.created_at),
});

export const GONE: AdminReportContext = {
  gone: true,
  post: null,
  member: null,
  message: null,
  neighbours: [],
};

export const presentAdminReport = (
  row: ReportRow,
  reporter: User | undefined,
  context: AdminReportContext,
): AdminReport => ({
  _id: row.id,
  status: row.status,
  subject_type: row.subject_type,
  subject_id: row.subject_id,
  reason: row.reason as AdminReport['reason'],
  details: row.details,
  created_at: iso(row.created_at),
  reporter: reporter ? presentMember(reporter) : null,
  resolved_at: isoOrNull(row.resolved_at),
  context,
});

export const presentAction = (row: ModerationActionRow, operator?: User): ModerationAction => ({
  _id: row.id,
  action: row.action,
  operator: operator ? presentMember(operator) : null,
  subject_type: row.subject_type,
  subject_id: row.subject_id,
  subject_label: row.subject_label,
  report_id: row.report_id,
  reason: row.reason,
  until: isoOrNull(row.until),
  created_at: iso(row.created_at),
});
