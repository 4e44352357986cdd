import type { ActivityType } from './enums.js';

interface Actor {
  first_name?: string | null;
  last_name?: string | null;
}

interface ActivityLine {
  type: ActivityType;
  count: number;
  actors: readonly Actor[];
  post_title?: string | null;
}

const nameOf = (actor: Actor | undefined) =>
  [actor?.first_name, actor?.last_name].filter(Boolean).join(' ') || 'A member';

/** "Ana Lopez", or "Ana Lopez and 2 others" when the line stands for several items. */
function who({ count, actors }: ActivityLine): string {
  const first = nameOf(actors[0]);
  const others = count - 1;
  if (others <= 0) return first;
  return `${first} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** The feed's sentence for a line, e.g. "Ana Lopez and 2 others applied to Campus app". */
export function activitySentence(line: ActivityLine): string {
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
    case 'post_matched':
      return line.count > 1
        ? `${title} and ${line.count - 1} more new ${line.count === 2 ? 'post match' : 'posts match'} your skills`
        : `New post matching your skills: ${title}`;
  }
}
