import { ActivityFeed } from '@/features/activity/components/activity-feed';
import { NotificationsPage } from '@/features/connections/components/notifications-page';

/**
 * /notifications: the connections feature's page (the spec's pending requests) with the activity
 * feature's feed below it (features never import each other, so they meet here).
 */
export function NotificationsScreen() {
  return <NotificationsPage activity={<ActivityFeed />} />;
}
