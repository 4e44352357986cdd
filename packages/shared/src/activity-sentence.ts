// The one sentence for an activity line: the web's feed and the activity mails both say it, so
// a member reads the same words in the app and in their inbox.
import type { ActivityType } from './enums.js';
import { displayName } from './member-name.js';

interface ActivityActor {
  first_name?: string | null;
  last_name?: string | null;
}

/** What a sentence needs: a feed line (GraphQL) or a grouped row the mail job read. */
export interface ActivitySentenceInput {
  type: ActivityType;
  /** How many items the line stands for (3 applications to one post). */
  count: number;
  /** Newest first; the first one is named. */
  actors: readonly ActivityActor[];
  /** The subject's title: the post's, or the event's for an event item. */
  post_title?: string | null;
}

/** "Ana Lopez", or "Ana Lopez and 2 others" when the line stands for several items. */
function who({ count, actors }: ActivitySentenceInput): string {
  const first = displayName(actors[0]);
  const others = count - 1;
  if (others <= 0) return first;
  return `${first} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** The sentence for a line, e.g. "Ana Lopez and 2 others applied to Campus app". */
export function activitySentence(line: ActivitySentenceInput): string {
  const title = line.post_title || 'a project';
  switch (line.type) {
    case 'application_received':
      return `${who(line)} applied to ${title}`;
    case 'application_accepted':
      return `Your application to ${title} was accepted: you are in the squad`;
    case 'application_rejected':
      return `Your application to ${title} was rejected`;
    case 'connection_accepted':
      return `${who(line)} accepted your connection request`;
    case 'squad_removed':
      return `You were removed from the squad of ${title}`;
    case 'squad_member_joined':
      return `${who(line)} joined the squad of ${title}`;
    case 'squad_member_left':
      return `${who(line)} left the squad of ${title}`;
    case 'squad_mention':
      return `${who(line)} mentioned you in the squad chat of ${title}`;
    case 'recruitment_reopened':
      return `A seat freed in ${title}: recruitment is open again`;
    case 'post_matched':
      return line.count > 1
        ? `${title} and ${line.count - 1} more new ${line.count === 2 ? 'post match' : 'posts match'} your skills`
        : `New post matching your skills: ${title}`;
    case 'event_proposal':
      return `You were proposed a team at ${line.post_title || 'an event'}: accept or decline it`;
    case 'event_announcement':
      return `${who(line)} posted an announcement in ${line.post_title || 'an event'}`;
    case 'report_resolved':
      // Says nothing of what was done: an action against another member is theirs to know.
      return 'Your report was reviewed. Thank you for helping keep Squadup safe.';
  }
}
