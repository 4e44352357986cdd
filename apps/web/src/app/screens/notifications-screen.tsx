import { RequestList } from '@/features/connections/components/request-list';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';

/**
 * /notifications: the notifications feature's page (the activity feed) with the connections
 * feature's pending requests above it (features never import each other, so they meet here).
 */
export function NotificationsScreen() {
  return (
    <NotificationsPage
      requests={
        <RequestList
          emptyTitle="No new notifications"
          emptyDescription="Connection requests will appear here."
        />
      }
    />
  );
}
