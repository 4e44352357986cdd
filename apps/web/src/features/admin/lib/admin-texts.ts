import type {
  ModerationActionType,
  ReportReason,
  ReportStatus,
  ReportSubjectType,
} from '@/gql/graphql';
import { displayName, type NamedMember } from '@squadup/shared';

/** What a report is about, as the queue's filter and rows say it. */
export const SUBJECT_LABELS: Record<ReportSubjectType, string> = {
  post: 'Post',
  user: 'Profile',
  message: 'Message',
};

/** The queue's kind filter, in the order the brief names them. */
export const SUBJECT_FILTERS: readonly { value: ReportSubjectType | null; label: string }[] = [
  { value: null, label: 'All' },
  { value: 'post', label: 'Posts' },
  { value: 'user', label: 'Profiles' },
  { value: 'message', label: 'Messages' },
];

export const STATUS_TABS: readonly { value: ReportStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
];

export const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  inappropriate: 'Inappropriate',
  scam: 'Scam',
  other: 'Something else',
};

/** The audit log's verb for each action. */
export const ACTION_LABELS: Record<ModerationActionType, string> = {
  dismiss_report: 'Dismissed a report',
  hide_post: 'Hid a post',
  unhide_post: 'Showed a post again',
  hide_message: 'Hid a message',
  unhide_message: 'Showed a message again',
  suspend_member: 'Suspended a member',
  lift_suspension: 'Lifted a suspension',
};

/** A member's name in the admin area: a deleted account has none. */
export function memberName(
  member: NamedMember | null | undefined,
  missing = 'Deleted account',
): string {
  return displayName(member, missing);
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "29 November 2026", as the sign-in refusal words a suspension's end. */
export function longDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "28 Nov 2026, 15:13": when an action was taken. */
export function dateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** How long a suspension lasts, in words: "until 29 November 2026" or "for good". */
export function suspensionEnd(until: string | null | undefined): string {
  return until ? `until ${longDate(until)}` : 'for good';
}
