import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { ChangePasswordCard } from './change-password-card';
import { ChatSettingsCard } from './chat-settings-card';
import { DeleteAccountCard } from './delete-account-card';
import { PresenceSettingsCard } from './presence-settings-card';
import { ProfileVisibilityCard } from './profile-visibility-card';
import { YourDataCard } from './your-data-card';

interface SettingsPageProps {
  /** The notifications card (how the member hears of each kind), which the notifications feature owns. */
  notifications?: ReactNode;
  /** The sessions card (sign out everywhere), which the app owns with its sign-out flow. */
  sessions?: ReactNode;
  /** After the account is deleted: sign out here and leave. */
  onAccountDeleted: () => void;
}

/**
 * Settings (/settings): notifications, online status, chats, profile visibility, password, sessions,
 * your data (the download) and the danger zone, one card each.
 */
export function SettingsPage({ notifications, sessions, onAccountDeleted }: SettingsPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader title="Settings" description="Notifications, password and your account." />
      {notifications}
      <PresenceSettingsCard />
      <ChatSettingsCard />
      <ProfileVisibilityCard />
      <ChangePasswordCard />
      {sessions}
      <YourDataCard />
      <DeleteAccountCard onDeleted={onAccountDeleted} />
    </div>
  );
}
