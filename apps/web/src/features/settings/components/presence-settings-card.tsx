import { useMutation } from '@apollo/client/react';
import { SettingsSection } from '@/components/settings/settings-section';
import { UpdatePresenceSettingMutation, usePrivacySettings } from '../api/privacy-settings';
import { SwitchSetting } from './switch-setting';

/**
 * Online status: whether others see the green dot and "Last seen" (decision 0032). Saved as soon
 * as it changes, like the notification rows: "Saved", or the error with Try again.
 */
export function PresenceSettingsCard() {
  const { settings, loading, failed, reload } = usePrivacySettings();
  const [save, { loading: saving }] = useMutation(UpdatePresenceSettingMutation, {
    context: { skipErrorToast: true },
  });

  return (
    <SettingsSection
      title="Online status"
      description="Whether members see when you are on Squadup: on person cards, your profile and in chat."
    >
      <SwitchSetting
        id="presence"
        label="Show when I'm online"
        description={(shown) =>
          shown
            ? 'Others see a green dot on your photo while you have Squadup open, and when you were last online.'
            : 'Others see you as offline, and never when you were last online.'
        }
        kept={settings?.show_online}
        save={(show) => save({ variables: { show } })}
        saving={saving}
        loading={loading}
        failed={failed}
        failedText="Could not load your online status setting."
        onReload={reload}
        loadingLabel="Loading online status..."
      />
    </SettingsSection>
  );
}
