import { useMutation } from '@apollo/client/react';
import { SettingsSection } from '@/components/settings/settings-section';
import { UpdateProfileVisibilityMutation, usePrivacySettings } from '../api/privacy-settings';
import { SwitchSetting } from './switch-setting';

/**
 * Profile visibility: whether anyone with a link may read the profile, or signed-in members only.
 * Saved as soon as it changes, like the online status beside it.
 */
export function ProfileVisibilityCard() {
  const { settings, loading, failed, reload } = usePrivacySettings();
  const [save, { loading: saving }] = useMutation(UpdateProfileVisibilityMutation, {
    context: { skipErrorToast: true },
  });

  return (
    <SettingsSection
      title="Profile visibility"
      description="Who can read your profile from a link: anyone, or signed-in members only."
    >
      <SwitchSetting
        id="profile-visibility"
        label="Members-only profile"
        description={() =>
          'Signed-out visitors with a link to your profile see that it is not available. Your open posts, with your name and photo, stay readable from their links.'
        }
        kept={settings?.members_only_profile}
        save={(membersOnly) => save({ variables: { membersOnly } })}
        saving={saving}
        loading={loading}
        failed={failed}
        failedText="Could not load your profile visibility setting."
        onReload={reload}
        loadingLabel="Loading profile visibility..."
      />
    </SettingsSection>
  );
}
