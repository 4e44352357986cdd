import type { ReactNode } from 'react';
import { Users } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ActivityFeed } from './activity-feed';

/**
 * Notifications (/notifications): two sections, each with its own heading and its own empty line:
 * the connection requests `requests` holds (the app puts the connections feature's list there,
 * with Accept and Decline), then the member's activity feed (docs/decisions/0029).
 */
export function NotificationsPage({ requests }: { requests?: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <PageHeader
        title="Notifications"
        description="Connection requests, and what happened around your posts, applications and squads."
        actions={
          <ButtonLink to="/contacts" variant="outline" size="sm">
            <Users aria-hidden="true" />
            Contacts
          </ButtonLink>
        }
      />
      {requests ? (
        <section aria-labelledby="requests-heading" className="flex flex-col gap-3">
          <h2 id="requests-heading" className="flex min-h-9 items-center text-lg font-semibold">
            Connection requests
          </h2>
          {requests}
        </section>
      ) : null}
      <ActivityFeed />
    </div>
  );
}
