import { Megaphone } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { EventPageFieldsFragment as EventDetails } from '@/gql/graphql';
import { relativeTime } from '@/lib/relative-time';
import { formatDateTime } from '@/lib/timestamps';

/** The organiser's announcements, newest first, for the participants and the organiser. */
export function Announcements({ announcements }: { announcements: EventDetails['announcements'] }) {
  return (
    <Card className="flex flex-col gap-4 p-6">
      <h2 className="inline-flex items-center gap-2 text-lg font-semibold tracking-tight">
        <Megaphone className="size-5 text-muted-foreground" aria-hidden="true" />
        Announcements
      </h2>
      {announcements.length === 0 ? (
        <p className="text-sm text-muted-foreground">No announcements yet.</p>
      ) : (
        <ol aria-label="Announcements" className="flex flex-col divide-y divide-border/70">
          {announcements.map((announcement) => (
            <li key={announcement._id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
              <time
                dateTime={announcement.created_at}
                title={formatDateTime(announcement.created_at)}
                className="text-xs text-muted-foreground"
              >
                {relativeTime(announcement.created_at)}
              </time>
              <p className="text-sm leading-relaxed break-words whitespace-pre-line">
                {announcement.message}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
