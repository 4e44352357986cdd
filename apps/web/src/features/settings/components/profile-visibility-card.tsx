import { useMutation } from '@apollo/client/react';
import { SettingsSection } from '@/components/settings/settings-section';
import {
  UpdateEmailToConnectionsMutation,
  UpdateProfileVisibilityMutation,
  usePrivacySettings,
} from '../api/privacy-settings';
import { SwitchSetting } from './switch-setting';

/**
 * Profile visibility: whether anyone with a link may read the profile, or signed-in members only,
 * and whether accepted connections see the e-mail address (off until turned on). Each saved as
 * soon as it changes, like the online status beside it.
 */
export function ProfileVisibilityCard() {
  const { settings, loading, failed, reload } = usePrivacySettings();
  const [save, { loading: saving }] = useMutation(UpdateProfileVisibilityMutation, {
    context: { skipErrorToast: true },
  });
  const [saveEmail, { loading: savingEmail }] = useMutation(UpdateEmailToConnectionsMutation, {
    context: { skipErrorToast: true },
  });

  return (
    <SettingsSection
      title="Profile visibility"
      description="Who can read your profile from a link, and whether your connections see your e-mail."
    >
      <div className="flex flex-col gap-5">
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
        <SwitchSetting
          id="email-to-connections"
          label="Show my e-mail to my connections"
          description={(on) =>
            on
              ? 'Members you are connected with see your e-mail address on your profile. Nobody else does.'
              : 'Nobody sees your e-mail address: your connections reach you through Messages.'
          }
          kept={settings?.email_to_connections}
          save={(show) => saveEmail({ variables: { show } })}
          saving={savingEmail}
          loading={loading}
          failed={failed}
          failedText="Could not load your e-mail setting."
          onReload={reload}
          loadingLabel="Loading e-mail setting..."
        />
      </div>
    </SettingsSection>
  );
}
