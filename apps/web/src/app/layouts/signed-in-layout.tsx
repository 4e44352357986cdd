import { AccountSync } from '@/features/auth/components/account-sync';
import { ActivitySync } from '@/features/notifications/components/activity-sync';
import { PresenceSync } from '@/components/presence/presence-sync';
import { RelationSync } from '@/features/connections/components/relation-sync';
import { RealtimeConnection } from '@/lib/realtime/realtime-connection';
import { GraphQLProvider } from '../graphql-provider';
import { AppShell } from './app-shell';

/**
 * Everything behind the guard: the GraphQL client, the realtime connection (counters, chat rooms)
 * and the app shell, loaded together on demand.
 */
export function SignedInLayout() {
  return (
    <GraphQLProvider>
      <RealtimeConnection />
      <RelationSync />
      <PresenceSync />
      <ActivitySync />
      <AccountSync />
      <AppShell />
    </GraphQLProvider>
  );
}
