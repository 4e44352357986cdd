import type { ReactNode } from 'react';
import { Users } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ActivityFeed } from './activity-feed';

/**
 * Notifications (/notifications): what `requests` holds first (the app puts the connections
 * feature's pending requests there, with Accept and Decline: the list members knew before the
 * feed), then the member's activity feed (docs/decisions/0029).
 */
export function NotificationsPage({ requests }: { requests?: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Notifications"
        description="Connection requests waiting for your answer."
        actions={
          <ButtonLink to="/contacts" variant="outline" size="sm">
            <Users aria-hidden="true" />
            Contacts
          </ButtonLink>
        }
      />
      {requests}
      <ActivityFeed />
    </div>
  );
}
