import type { ReactNode } from 'react';
import { Users } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { RequestList } from './request-list';

/**
 * Notifications (/notifications): pending connection requests with Accept and Decline (the spec's
 * list, unchanged), then whatever `activity` holds: the app puts the member's activity feed there.
 */
export function NotificationsPage({ activity }: { activity?: ReactNode }) {
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
      <RequestList
        emptyTitle="No new notifications"
        emptyDescription="Connection requests will appear here."
      />
      {activity}
    </div>
  );
}
