import { activitySentence } from '@squadup/shared';
import { Link } from 'react-router-dom';
import { AvatarStack } from '@/components/ui/avatar';
import { type FragmentType, useFragment } from '@/gql';
import { cn } from '@/lib/cn';
import { relativeTime, shortDate } from '@/lib/relative-time';
import { ActivityGroupFieldsFragment } from '../api/activity';

interface ActivityItemProps {
  line: FragmentType<typeof ActivityGroupFieldsFragment>;
  onOpen: (activityId: string) => void;
}

/** One feed line: who, what, when, and a dot while unread; opening it marks it read. */
export function ActivityItem({ line: lineRef, onOpen }: ActivityItemProps) {
  const line = useFragment(ActivityGroupFieldsFragment, lineRef);
  const sentence = activitySentence(line);
  return (
    <Link
      to={line.link}
      onClick={() => {
        if (line.unread) onOpen(line._id);
      }}
      className={cn(
        'flex items-center gap-3 rounded-xl px-3 py-3 transition-colors sm:px-4',
        'hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        line.unread && 'bg-primary-soft/40',
      )}
    >
      {/* The sentence names the people: the faces are decoration inside the link. */}
      {line.actors.length > 0 ? (
        <span aria-hidden="true" className="shrink-0">
          <AvatarStack
            members={line.actors}
            total={Math.max(line.count, line.actors.length)}
            label={`${line.count} ${line.count === 1 ? 'member' : 'members'}`}
          />
        </span>
      ) : null}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className={cn('text-sm break-words', line.unread && 'font-semibold')}>
          {sentence}
        </span>
        <time
          dateTime={line.created_at}
          title={shortDate(line.created_at)}
          className="text-xs text-muted-foreground"
        >
          {relativeTime(line.created_at)}
        </time>
      </span>
      {line.unread ? (
        <span className="flex shrink-0 items-center">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-primary" />
          <span className="sr-only">Unread</span>
        </span>
      ) : null}
    </Link>
  );
}
