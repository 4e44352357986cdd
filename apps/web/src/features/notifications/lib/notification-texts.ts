import {
  MAIL_SCHEDULE,
  NOTIFICATION_LEVELS,
  type NotificationKind,
  type NotificationLevel,
} from '@squadup/shared';

/** What each kind covers, in the member's words (the server decides which events belong where). */
export const KIND_TEXTS: Record<NotificationKind, { label: string; description: string }> = {
  applications: { label: 'Applications', description: 'Someone applies to one of your posts.' },
  decisions: {
    label: 'Decisions',
    description: 'Your application to a post is accepted or rejected.',
  },
  connections: {
    label: 'Connections',
    description: 'Someone accepts your connection request.',
  },
  squads: {
    label: 'Squads',
    description:
      'Someone joins or leaves your squad, a seat frees on a post that closed when full, or you are removed from a squad.',
  },
  messages: {
    label: 'Messages',
    description: `Messages still unread after ${MAIL_SCHEDULE.unreadMessagesAfterMinutes} minutes while you are offline: one mail for all of them, never one per message.`,
  },
  matching_posts: {
    label: 'Matching posts',
    description: 'New open posts that match your skills and interests.',
  },
  events: {
    label: 'Events',
    description:
      'An event you registered for proposes you a team, or its organiser posts an announcement.',
  },
};

const LEVEL_LABELS: Record<NotificationLevel, string> = {
  in_app: 'In the app',
  instant: 'E-mail at once',
  digest: 'Daily digest',
  // Said where the member chooses it: "off" empties the feed too, not only the mail.
  off: 'Off (not even in the feed)',
};

/** The choices, in the server's order. */
export const LEVEL_OPTIONS: readonly { level: NotificationLevel; label: string }[] =
  NOTIFICATION_LEVELS.map((level) => ({ level, label: LEVEL_LABELS[level] }));

/** One line under the choice saying what it means for this kind. */
export function levelHint(kind: NotificationKind, level: NotificationLevel): string {
  if (kind === 'messages') {
    return {
      in_app: 'The unread badge only; no e-mail.',
      instant: 'Mailed once they stay unread while you are offline.',
      digest: 'Counted in the daily e-mail.',
      off: 'No e-mail about messages.',
    }[level];
  }
  if (kind === 'matching_posts') {
    return {
      in_app: 'In "Recommended for you" on Discover; no e-mail.',
      instant: 'In your feed, and mailed as they are posted.',
      digest: `The best new ones in one e-mail a day (${MAIL_SCHEDULE.digestHourUtc}:00 UTC).`,
      off: 'No alerts and no e-mail about new posts.',
    }[level];
  }
  return {
    in_app: 'In your feed and on the bell; no e-mail.',
    instant: 'In the app, and mailed within about two minutes.',
    digest: `In the app, and in one e-mail a day (${MAIL_SCHEDULE.digestHourUtc}:00 UTC).`,
    off: 'Nothing at all: not in your feed, not on the bell, not mailed.',
  }[level];
}
