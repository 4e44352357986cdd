import { useMutation } from '@apollo/client/react';
import { SettingsSection } from '@/components/settings/settings-section';
import {
  UpdateReadReceiptsMutation,
  UpdateTypingMutation,
  usePrivacySettings,
} from '../api/privacy-settings';
import { MessageFromSetting } from './message-from-setting';
import { SwitchSetting } from './switch-setting';

/**
 * Who can message the member (decision 0084), read receipts and typing in chats (decision 0082),
 * each saved as soon as it changes. Receipts and typing are mutual: a member who hides theirs
 * sees nobody's.
 */
export function ChatSettingsCard() {
  const { settings, loading, failed, reload } = usePrivacySettings();
  const [saveReceipts, { loading: savingReceipts }] = useMutation(UpdateReadReceiptsMutation, {
    context: { skipErrorToast: true },
  });
  const [saveTyping, { loading: savingTyping }] = useMutation(UpdateTypingMutation, {
    context: { skipErrorToast: true },
  });

  return (
    <SettingsSection
      title="Chats"
      description="Who can write to you, and what the members you chat with see of you."
    >
      <div className="flex flex-col gap-5">
        <MessageFromSetting />
        <SwitchSetting
          id="read-receipts"
          label="Read receipts"
          description={(shown) =>
            shown
              ? 'Others see “Seen” under their message once you have read it, and you see when they read yours.'
              : 'Nobody sees when you have read their messages, and you do not see when they read yours.'
          }
          kept={settings?.show_read_receipts}
          save={(show) => saveReceipts({ variables: { show } })}
          saving={savingReceipts}
          loading={loading}
          failed={failed}
          failedText="Could not load your read receipts setting."
          onReload={reload}
          loadingLabel="Loading read receipts..."
        />
        <SwitchSetting
          id="typing"
          label="Typing indicator"
          description={(shown) =>
            shown
              ? 'Others see when you are typing to them, and you see when they are.'
              : 'Nobody sees when you are typing, and you do not see when others are.'
          }
          kept={settings?.show_typing}
          save={(show) => saveTyping({ variables: { show } })}
          saving={savingTyping}
          loading={loading}
          failed={failed}
          failedText="Could not load your typing indicator setting."
          onReload={reload}
          loadingLabel="Loading typing indicator..."
        />
      </div>
    </SettingsSection>
  );
}
