import { FriendRequestBadgeSync } from '@/features/connections/components/friend-request-badge-sync';
import { GraphQLProvider } from '../graphql-provider';
import { AppShell } from './app-shell';

/** Everything behind the guard: the GraphQL client and the app shell, loaded together on demand. */
export function SignedInLayout() {
  return (
    <GraphQLProvider>
      <FriendRequestBadgeSync />
      <AppShell />
    </GraphQLProvider>
  );
}
