import { RequestList } from '@/features/connections/components/request-list';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';

/**
 * /notifications: the connections feature's pending requests, then the notifications feature's
 * activity feed (features never import each other, so they meet here). Each section says only
 * what it holds, so an empty request list never reads as "nothing new" above unread activity.
 */
export function NotificationsScreen() {
  return (
    <NotificationsPage
      requests={
        <RequestList
          empty={
            <p className="rounded-2xl border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">
              No connection requests waiting for your answer.
            </p>
          }
        />
      }
    />
  );
}
