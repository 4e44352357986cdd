import { useState } from 'react';
import { MonitorX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NotificationSettingsCard } from '@/features/notifications/components/notification-settings-card';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { SettingsSection } from '@/components/settings/settings-section';
import { SignOutEverywhereDialog } from '../layouts/sign-out-everywhere-dialog';
import { useSignOut } from '../layouts/use-sign-out';

/** Sessions: the menus' "Sign out everywhere", with the same question and the same way out. */
function SessionsCard() {
  const [asking, setAsking] = useState(false);
  return (
    <SettingsSection
      title="Sessions"
      description="Signed in on a computer you no longer use? End every session, this one included."
    >
      <Button variant="outline" onClick={() => setAsking(true)}>
        <MonitorX aria-hidden="true" />
        Sign out everywhere
      </Button>
      <SignOutEverywhereDialog open={asking} onClose={() => setAsking(false)} />
    </SettingsSection>
  );
}

/**
 * /settings: the settings feature's page with the notifications feature's card and the app's
 * sign-out flows (they live in app/layouts, which features may not import): sign out everywhere, and leaving once the account is deleted.
 */
export function SettingsScreen() {
  const signOut = useSignOut();
  return (
    <SettingsPage
      notifications={<NotificationSettingsCard />}
      sessions={<SessionsCard />}
      // The server deleted every session with the account: no logout request, off to the landing page.
      onAccountDeleted={() => signOut({ endedOnServer: true, to: '/' })}
    />
  );
}
