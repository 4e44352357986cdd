import { useId, useState } from 'react';
import { ChevronDown, History } from 'lucide-react';
import { MemberAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { relativeTime, shortDate } from '@/lib/relative-time';
import { faceName } from '../../lib/workspace-format';
import type { WorkspaceHistoryEntry } from './workspace-types';
import { EmptyLine, WorkspaceSection } from './workspace-section';

/** Lines shown before 'Show all'. */
export const HISTORY_SHOWN = 4;

/** The workspace's changes, newest first: the latest few, and the rest on request. */
export function SquadHistory({ history }: { history: readonly WorkspaceHistoryEntry[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const shown = open ? history : history.slice(0, HISTORY_SHOWN);
  const more = history.length > HISTORY_SHOWN;
  return (
    <WorkspaceSection
      title="History"
      icon={<History aria-hidden="true" />}
      action={
        more ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Show fewer' : `Show all ${history.length}`}
            <ChevronDown
              aria-hidden="true"
              className={cn('transition-transform', open && 'rotate-180')}
            />
          </Button>
        ) : null
      }
    >
      {history.length === 0 ? (
        <EmptyLine>No changes yet.</EmptyLine>
      ) : (
        <ol id={listId} aria-label="History" className="flex flex-col gap-2.5">
          {shown.map((entry) => (
            <li key={entry._id} className="flex items-start gap-2.5 text-sm">
              <span aria-hidden="true" className="mt-px shrink-0">
                <MemberAvatar member={entry.actor ?? {}} className="size-6 text-[0.625rem]" />
              </span>
              <p className="min-w-0 flex-1 leading-snug break-words">
                <span className="font-semibold">{faceName(entry.actor)}</span> {entry.summary}
                <span className="sr-only">, </span>
                <time
                  dateTime={entry.created_at}
                  title={shortDate(entry.created_at)}
                  className="ml-1.5 text-xs whitespace-nowrap text-muted-foreground"
                >
                  {relativeTime(entry.created_at)}
                </time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </WorkspaceSection>
  );
}
